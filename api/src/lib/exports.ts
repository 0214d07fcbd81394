// The lists' exports (students, staff, groups, calls): every row the list's search and filters
// select, read from the database a batch at a time and written as it comes, as CSV or as an Excel
// workbook (exceljs's streaming writer), so no export holds the whole file or the whole list.
// Every cell goes through shared-domain's formula neutralising, in either format.
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { csvLine, neutraliseFormula, type CsvValue } from 'shared-domain/server';
import { choiceField } from 'shared-domain/schemas';
import { inLanguageOf, inRequestLanguage } from '../plugins/language';
import { loadExcelJs } from './exceljs';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The `format` query field of every export: `csv` (also when absent or empty) or `xlsx`. */
export const exportFormatField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  choiceField(EXPORT_FORMATS).default('csv'),
);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_TYPE,
};

/** What an export route produces, for its OpenAPI entry. */
export const EXPORT_MEDIA_TYPES = ['text/csv', XLSX_TYPE];

export interface ExportColumn<Row> {
  /** The header, read in the request's language. */
  header: () => string;
  value: (row: Row) => CsvValue;
  /** The column's width in the workbook, in characters. */
  width?: number;
}

export interface ExportFile<Row> {
  /** The file's name without its extension (`staff` sends staff.csv or staff.xlsx). */
  name: string;
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  /** Every row to write, a batch at a time (keysetBatches of lib/pagination.ts). */
  batches: AsyncIterable<readonly Row[]>;
}

async function* csvText<Row>(header: string[], file: ExportFile<Row>): AsyncGenerator<string> {
  // A byte-order mark, so spreadsheet programs read accents and Arabic as UTF-8.
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of file.batches) {
    yield rows.map((row) => csvLine(file.columns.map((column) => column.value(row)))).join('');
  }
}

/** Until the client has taken what was written, or has gone; no listener is left behind. */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

function workbookStream<Row>(
  request: FastifyRequest,
  header: string[],
  file: ExportFile<Row>,
): PassThrough {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await loadExcelJs();
    // Inline strings, no styles: the writer then keeps nothing of the rows it has sent.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = workbook.addWorksheet(file.name);
    sheet.columns = file.columns.map((column) => ({ width: column.width ?? 16 }));
    sheet.addRow(header).commit();
    for await (const rows of file.batches) {
      if (out.destroyed) return;
      for (const row of rows) {
        sheet.addRow(file.columns.map((column) => neutraliseFormula(column.value(row)))).commit();
      }
      // The compressor and the socket run between batches (a batch read without waiting for
      // anything would otherwise fill the writer's buffers), and the next batch is read once the
      // client has taken what it was sent.
      await new Promise((resolve) => setImmediate(resolve));
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  inRequestLanguage(request, write).catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed while streaming');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** Sends `file` as an attachment in its format; its headers and labels in the request's language. */
export function sendExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ExportFile<Row>,
): FastifyReply {
  // Read now, before the headers go, so the answer says its language.
  const header = file.columns.map((column) => column.header());
  request.language.used = true;
  const body =
    file.format === 'xlsx'
      ? workbookStream(request, header, file)
      : Readable.from(inLanguageOf(request, csvText(header, file)));
  return reply
    .header('Content-Type', CONTENT_TYPES[file.format])
    .header('Content-Disposition', `attachment; filename="${file.name}.${file.format}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}
