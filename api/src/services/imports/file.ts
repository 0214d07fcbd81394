// An uploaded import file: kept on disk while its dry run reads it, checked before anything else
// (size, format, encoding, delimiter, sheet, columns), then read row by row from the disk (CSV by
// csv-parse, .xlsx by ExcelJS's streaming reader), so a file is never held in memory whole.
import { createReadStream, createWriteStream, ReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  type ImportFormat,
  type ImportKind,
} from 'shared-domain/imports';
import { loadExcelJs } from '../../lib/exceljs';
import { t } from '../../i18n';

/** A refusal of the whole file: answered 400 with `detail` (and `extra`), nothing written. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly extra: Record<string, unknown> = {},
    options?: { cause: unknown },
  ) {
    super(message, options);
  }
}

/** What the upload left on disk; primitives only, as the request's body. */
export interface UploadedFile {
  path: string;
  bytes: number;
  utf8: boolean;
}

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const tooLarge = () =>
  new ImportFileError(t('imports.tooLarge', { megabytes: megabytes(IMPORT_LIMITS.maxBytes) }));

/**
 * Streams the request's body to a file of its own in the system's temp directory, counting its
 * bytes (past the limit: refused) and checking as it goes that it is UTF-8 text.
 */
export async function receiveUpload(
  body: Readable,
  declaredLength: number | undefined,
): Promise<UploadedFile> {
  if (declaredLength !== undefined && declaredLength > IMPORT_LIMITS.maxBytes) {
    body.resume();
    throw tooLarge();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'linguadesk-import-'));
  const file = path.join(dir, 'upload');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let utf8 = true;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > IMPORT_LIMITS.maxBytes) return done(tooLarge());
      if (utf8) {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          utf8 = false;
        }
      }
      return done(null, chunk);
    },
  });
  try {
    await pipeline(body, check, createWriteStream(file));
    if (utf8) {
      try {
        decoder.decode();
      } catch {
        utf8 = false;
      }
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { path: file, bytes, utf8 };
}

export async function removeUpload(upload: Pick<UploadedFile, 'path'>): Promise<void> {
  await rm(path.dirname(upload.path), { recursive: true, force: true });
}

async function readStart(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** OLE compound files: an encrypted .xlsx, or an Excel 97-2003 .xls. */
const COMPOUND_FILE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** An encrypted workbook's compound file holds this stream (its name in UTF-16). */
const ENCRYPTION_STREAM = Buffer.from('EncryptionInfo', 'utf16le');

/** One row of the file: its number as a spreadsheet shows it, and its cells by column key. */
export interface FileRow {
  row: number;
  cells: Record<string, string>;
  /** Set when the row cannot be read as the header's columns. */
  error?: string;
}

export interface ImportSource {
  format: ImportFormat;
  encoding: string | null;
  sheet: string | null;
  columns: string[];
  rows(): AsyncIterable<FileRow>;
}

/** A header cell as a column key: `First name` and `first_name` are one column. */
export function columnKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function checkColumns(kind: ImportKind, headers: string[]): string[] {
  const known = IMPORT_COLUMNS[kind];
  const keys = headers.map(columnKey);
  while (keys.length && keys[keys.length - 1] === '') keys.pop();
  const unknown = keys.filter((key) => !known.some((column) => column.key === key));
  if (unknown.length) {
    throw new ImportFileError(
      t('imports.unknownColumns', { columns: unknown.map((k) => k || '""').join(', ') }),
      { columns: unknown },
    );
  }
  const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
  if (repeated.length) {
    throw new ImportFileError(t('imports.repeatedColumns', { columns: repeated.join(', ') }), {
      columns: repeated,
    });
  }
  const missing = known.filter((c) => c.required && !keys.includes(c.key)).map((c) => c.key);
  if (missing.length) {
    throw new ImportFileError(t('imports.missingColumns', { columns: missing.join(', ') }), {
      columns: missing,
    });
  }
  return keys;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * Not UTF-8: read as Windows-1256 when that makes Arabic of it (most of its non-ASCII letters
 * Arabic), else refused; a guess among other code pages would store wrong names unnoticed.
 */
async function textEncoding(upload: UploadedFile): Promise<'utf-8' | 'windows-1256'> {
  if (upload.utf8) return 'utf-8';
  const sample = new TextDecoder('windows-1256').decode(await readStart(upload.path, 256 * 1024));
  const nonAscii = [...sample].filter((char) => char.charCodeAt(0) > 0x7f);
  const arabic = nonAscii.filter((char) => ARABIC_LETTER.test(char)).length;
  if (nonAscii.length && arabic / nonAscii.length >= 0.6) return 'windows-1256';
  throw new ImportFileError(t('imports.notUtf8'));
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter that splits the header into the most known columns (Excel writes `;` in some locales). */
function headerOf(kind: ImportKind, text: string): { delimiter: string; headers: string[] } {
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const known = new Set(IMPORT_COLUMNS[kind].map((c) => c.key));
  let best: { delimiter: string; headers: string[]; score: number } | undefined;
  for (const delimiter of DELIMITERS) {
    let headers: string[];
    try {
      headers = (parseSync(line, { delimiter, relax_quotes: true }) as string[][])[0] ?? [];
    } catch {
      continue;
    }
    const score = headers.filter((h) => known.has(columnKey(h))).length;
    if (!best || score > best.score) best = { delimiter, headers, score };
  }
  if (!best || best.score === 0 || best.headers.length < 2) {
    throw new ImportFileError(
      t('imports.noColumns', {
        columns: IMPORT_COLUMNS[kind]
          .filter((c) => c.required)
          .map((c) => c.key)
          .join(', '),
      }),
    );
  }
  return best;
}

function decodeFrom(encoding: string): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

const isBlankRow = (values: string[]) => values.every((value) => value.trim() === '');

function cellsOf(columns: string[], values: string[]): Record<string, string> {
  const cells: Record<string, string> = {};
  columns.forEach((key, i) => {
    if (key) cells[key] = values[i] ?? '';
  });
  return cells;
}

function rowLengthError(values: number, columns: number): string {
  return t('imports.rowLength', { values, columns });
}

async function csvSource(kind: ImportKind, upload: UploadedFile): Promise<ImportSource> {
  const encoding = await textEncoding(upload);
  const start = new TextDecoder(encoding).decode(await readStart(upload.path, 64 * 1024));
  if (!start.replace(/^\uFEFF/, '').trim()) throw new ImportFileError(t('imports.empty'));
  const { delimiter, headers } = headerOf(kind, start);
  const columns = checkColumns(kind, headers);
  return {
    format: 'csv',
    encoding,
    sheet: null,
    columns,
    async *rows() {
      const input = createReadStream(upload.path);
      const parser = parse({
        delimiter,
        bom: true,
        from_line: 2,
        relax_column_count: true,
        skip_empty_lines: false,
        info: true,
      });
      const records =
        encoding === 'utf-8' ? input.pipe(parser) : input.pipe(decodeFrom(encoding)).pipe(parser);
      // Row numbers as a spreadsheet shows them: a record starts on the line after the last one.
      let lastLine = 1;
      try {
        for await (const { record, info } of records as AsyncIterable<{
          record: string[];
          info: { lines: number };
        }>) {
          const row = lastLine + 1;
          lastLine = info.lines;
          if (isBlankRow(record)) continue;
          const cells = cellsOf(columns, record);
          const length = record.length;
          yield length > headers.length
            ? { row, cells, error: rowLengthError(length, headers.length) }
            : { row, cells };
        }
      } catch (error) {
        if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) {
          throw new ImportFileError(t('imports.unreadableRow', { row: lastLine + 1 }));
        }
        throw error;
      } finally {
        input.destroy();
      }
    },
  };
}

type CellValue = ExcelJS.CellValue;

/** A cell as text: a formula is its text (`=SUM(A1:A3)`), never its result; a date its day. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value && value.formula) return `=${value.formula}`;
  if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

interface SheetReader extends AsyncIterable<ExcelJS.Row> {
  name?: string;
  /** Where ExcelJS reads the sheet from: a temporary file of its own, or the workbook itself. */
  iterator?: unknown;
}

/**
 * Closes a sheet ExcelJS parked in a temporary file (one that comes before the workbook's shared
 * strings), read or not; false for any other sheet. ExcelJS removes the file once the next sheet is
 * asked for, and a stream still opening it then would fail with no one listening.
 */
async function closeParked(worksheet: SheetReader): Promise<boolean> {
  const parked = worksheet.iterator;
  if (!(parked instanceof ReadStream)) return false;
  if (parked.closed) return true;
  await new Promise<void>((resolve) => {
    parked.once('close', () => resolve());
    // Closed unread: a failure to open it changes nothing, the file goes anyway.
    parked.once('error', () => undefined);
    parked.destroy();
  });
  return true;
}

/** Passes over a sheet the import does not read: closed if parked, else read through. */
async function passOver(worksheet: SheetReader): Promise<void> {
  if (await closeParked(worksheet)) return;
  for await (const _row of worksheet) {
    // Nothing to keep.
  }
}

/**
 * Takes ExcelJS to the end of a workbook the import stopped reading early (the header found, a
 * refusal): it removes the temporary files of parked sheets only as it moves past them. The sheet
 * it stopped in is closed first.
 */
async function finishWorkbook(
  sheets: AsyncIterator<SheetReader>,
  current: SheetReader | undefined,
): Promise<void> {
  if (current) await closeParked(current);
  for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
    await passOver(next.value);
  }
}

/** Reads the workbook's sheets in order; `model.sheets` names every sheet once the first comes. */
async function workbookReader(file: string) {
  const { stream } = await loadExcelJs();
  const input = createReadStream(file);
  const reader = new stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  return { input, reader };
}

function sheetNames(reader: unknown): string[] {
  const model = (reader as { model?: { sheets?: { name: string }[] } }).model;
  return (model?.sheets ?? []).map((sheet) => sheet.name);
}

function rowValues(row: ExcelJS.Row, width: number): string[] {
  const values = row.values as CellValue[];
  return Array.from({ length: width }, (_, i) => cellText(values[i + 1]).trim());
}

async function xlsxSource(
  kind: ImportKind,
  upload: UploadedFile,
  chosen: string | undefined,
): Promise<ImportSource> {
  const { input, reader } = await workbookReader(upload.path);
  const sheets = (reader as AsyncIterable<SheetReader>)[Symbol.asyncIterator]();
  let sheet: string | undefined;
  let headers: string[] | undefined;
  let current: SheetReader | undefined;
  let failed = false;
  try {
    for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
      const worksheet = next.value;
      current = worksheet;
      if (sheet === undefined) {
        const names = sheetNames(reader);
        if (chosen !== undefined && !names.includes(chosen))
          throw new ImportFileError(t('imports.sheetNotFound', { sheet: chosen }), {
            sheets: names,
          });
        if (chosen === undefined && names.length > 1)
          throw new ImportFileError(
            t('imports.chooseSheet', { count: names.length, sheets: names.join(', ') }),
            { sheets: names },
          );
        sheet = chosen ?? names[0] ?? worksheet.name ?? '';
      }
      if (worksheet.name !== sheet) {
        await passOver(worksheet);
        continue;
      }
      for await (const row of worksheet) {
        headers = (row.values as CellValue[]).slice(1).map((value) => cellText(value));
        break;
      }
      break;
    }
  } catch (error) {
    failed = !(error instanceof ImportFileError);
    if (!failed) throw error;
    throw new ImportFileError(t('imports.notWorkbook'), {}, { cause: error });
  } finally {
    // A workbook ExcelJS could not read has no more sheets to give.
    if (!failed) await finishWorkbook(sheets, current);
    input.destroy();
  }
  if (!headers?.some((header) => header.trim())) throw new ImportFileError(t('imports.empty'));
  const columns = checkColumns(kind, headers);
  const width = Math.max(headers.length, columns.length);
  return {
    format: 'xlsx',
    encoding: null,
    sheet: sheet ?? null,
    columns,
    async *rows() {
      const { input: rowsInput, reader: rowsReader } = await workbookReader(upload.path);
      const sheets = (rowsReader as AsyncIterable<SheetReader>)[Symbol.asyncIterator]();
      let current: SheetReader | undefined;
      let failed = false;
      try {
        for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
          const worksheet = next.value;
          current = worksheet;
          if (worksheet.name !== sheet) {
            await passOver(worksheet);
            continue;
          }
          for await (const row of worksheet) {
            if (row.number === 1) continue;
            const values = rowValues(row, width);
            if (isBlankRow(values)) continue;
            const extra = (row.values as CellValue[])
              .slice(width + 1)
              .some((value) => cellText(value).trim() !== '');
            const cells = cellsOf(columns, values);
            yield extra
              ? {
                  row: row.number,
                  cells,
                  error: rowLengthError((row.values as CellValue[]).length - 1, headers!.length),
                }
              : { row: row.number, cells };
          }
          break;
        }
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // Also when the dry run stops early (too many rows, a refusal of the file).
        if (!failed) await finishWorkbook(sheets, current);
        rowsInput.destroy();
      }
    },
  };
}

/**
 * The file's rows as `kind` reads them, after every check of the whole file; a refusal is an
 * ImportFileError. The format is the file's content, whatever its name says.
 */
export async function openImportFile(
  kind: ImportKind,
  upload: UploadedFile,
  sheet: string | undefined,
): Promise<ImportSource> {
  if (upload.bytes === 0) throw new ImportFileError(t('imports.empty'));
  const start = await readStart(upload.path, 64 * 1024);
  if (start.subarray(0, 8).equals(COMPOUND_FILE_SIGNATURE)) {
    // The stream's name is in the compound file's directory, which may lie past the start.
    const directory = await readStart(upload.path, 8 * 1024 * 1024);
    throw new ImportFileError(
      t(
        directory.includes(ENCRYPTION_STREAM) ? 'imports.passwordProtected' : 'imports.oldWorkbook',
      ),
    );
  }
  if (start.subarray(0, 4).equals(ZIP_SIGNATURE)) return xlsxSource(kind, upload, sheet);
  return csvSource(kind, upload);
}
