// Files an import refuses whole: each answers 400 with its message and writes nothing (no account,
// no profile, no audit row, no import kept). And the files it takes that look wrong at first:
// Arabic saved as Windows-1256, a BOM, semicolons, a chosen sheet, formulas kept as text.
import fs, { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { IMPORT_LIMITS } from 'shared-domain/imports';
import { rows } from '../../../src/db/client';
import { buildTestApp, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import {
  commit,
  csvOf,
  dryRun,
  importRows,
  kindColumns,
  studentCells,
  uploadFile,
  workbookOf,
  writtenCounts,
  XLSX_TYPE,
} from '../../helpers/imports';
import { eventually } from '../../helpers/wait';

let t: TestApp;
let asOps: Inject;
/** The API's warnings: why the reader could not read a workbook. */
let warnings: { msg: string; fileName?: string; err?: { message: string } }[] = [];

beforeAll(async () => {
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => warnings.push(JSON.parse(line)) },
  );
  t = await buildTestApp({}, { logger });
  asOps = (await signedInAs(t.app, 'operations_manager')).inject;
});
afterAll(() => t.close());

const columns = kindColumns('students');

/** Windows-1256 bytes of a text (Node encodes no legacy code page; its decoder gives the table). */
function windows1256(text: string): Buffer {
  const decoder = new TextDecoder('windows-1256');
  const table = new Map<string, number>();
  for (let byte = 0x80; byte <= 0xff; byte++) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from(
    [...text].map((char) => (char.charCodeAt(0) < 0x80 ? char.charCodeAt(0) : table.get(char)!)),
  );
}

async function expectRefused(
  payload: string | Buffer,
  detail: string,
  options?: Parameters<typeof uploadFile>[3],
) {
  const before = await writtenCounts(t.app);
  warnings = [];
  const res = await uploadFile(asOps, 'students', payload, options);
  const answered = { status: res.statusCode, detail: res.json().detail };
  // A refusal other than the one expected shows what the API logged about it.
  expect(answered.detail === detail ? answered : { ...answered, warnings }).toEqual({
    status: 400,
    detail,
  });
  expect(await writtenCounts(t.app)).toEqual(before);
  return res.json();
}

describe('a file refused whole', () => {
  it('is an empty file', async () => {
    await expectRefused('', 'The file is empty.');
    await expectRefused('\uFEFF', 'The file is empty.');
  });

  it('is a file past the size limit', async () => {
    await expectRefused(
      Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a'),
      'The file is larger than 32 MB: split it into smaller files.',
    );
  });

  it('is text in neither UTF-8 nor Arabic Windows-1256', async () => {
    const latin1 = Buffer.from(
      csvOf([studentCells('z1', { first_name: 'Jürgen' })], columns),
      'latin1',
    );
    await expectRefused(
      latin1,
      'The file is not UTF-8 text. Save it as "CSV UTF-8" (or Windows-1256 for Arabic) and upload it again.',
    );
  });

  it('has a delimiter the header cannot be split by', async () => {
    await expectRefused(
      csvOf([studentCells('z2')], columns, '|'),
      'The first row must name the columns, separated by commas: email, username, first_name, middle_name, last_name, phone_number, nationality, gender. The template shows them.',
    );
  });

  it('lacks required columns or names unknown ones', async () => {
    const cells = studentCells('z3');
    const body = await expectRefused(
      csvOf(
        [cells],
        columns.filter((c) => c !== 'gender' && c !== 'phone_number'),
      ),
      'Missing columns: phone_number, gender.',
    );
    expect(body.columns).toEqual(['phone_number', 'gender']);
    await expectRefused(
      csvOf([{ ...cells, age: '30' }], [...columns, 'age']),
      'Unknown columns: age. The template lists the columns this import reads.',
    );
  });

  it('is a workbook of several sheets until one is chosen', async () => {
    const workbook = await workbookOf([
      ['notes', [['read me']]],
      ['students', [columns, columns.map((c) => studentCells('sheet1')[c as 'email'] ?? '')]],
    ]);
    const body = await expectRefused(
      workbook,
      'This workbook has 2 sheets (notes, students): choose the one to import.',
      { type: XLSX_TYPE, fileName: 'people.xlsx' },
    );
    expect(body.sheets).toEqual(['notes', 'students']);
    const chosen = await dryRun(asOps, 'students', workbook, {
      type: XLSX_TYPE,
      fileName: 'people.xlsx',
      sheet: 'students',
    });
    expect(chosen).toMatchObject({ format: 'xlsx', sheet: 'students', counts: { create: 1 } });
  });

  it('is a broken workbook, and the API logs what its reader could not read', async () => {
    const workbook = await workbookOf([['students', [columns]]]);
    await expectRefused(
      Buffer.concat([workbook.subarray(0, 40), Buffer.alloc(400, 'x')]),
      'This file could not be read as an Excel workbook (.xlsx).',
      { type: XLSX_TYPE, fileName: 'broken.xlsx' },
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: 'import file not read',
        fileName: 'broken.xlsx',
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
    ]);
  });

  it('is a password-protected workbook', async () => {
    await expectRefused(
      readFileSync(path.join(__dirname, '../../fixtures/password-protected.xlsx')),
      'This workbook is protected by a password. Remove the password in Excel, save it and upload it again.',
      { type: XLSX_TYPE, fileName: 'locked.xlsx' },
    );
  });
});

describe('rows the dry run refuses', () => {
  it('are a repeated e-mail: its commit answers 400 and writes nothing', async () => {
    const before = await writtenCounts(t.app);
    const summary = await dryRun(
      asOps,
      'students',
      csvOf([studentCells('dup1'), studentCells('dup2', { email: 'Dup1@Example.test' })], columns),
    );
    const [, repeated] = await importRows(asOps, summary.id);
    expect(repeated!.errors).toEqual({ email: ['This email is already on row 2 of the file.'] });
    const res = await asOps({ method: 'POST', url: `/api/imports/${summary.id}/commit/` });
    expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
      status: 400,
      detail:
        '1 row is refused: fix the file and upload it again, or choose to skip the refused rows.',
    });
    const after = await writtenCounts(t.app);
    expect({ ...after, imports: 0 }).toEqual({ ...before, imports: 0 });
  });
});

describe('files that are taken', () => {
  const nameOf = async (username: string) =>
    (
      await rows<{ first_name: string; last_name: string }>(
        t.app.db,
        sql`SELECT first_name, last_name FROM users WHERE username = ${username}`,
      )
    )[0];

  it('reads Arabic saved as Windows-1256, and UTF-8 with a BOM', async () => {
    const arabic = csvOf([studentCells('ar1', { first_name: 'سارة', last_name: 'أحمد' })], columns);
    const legacy = await dryRun(asOps, 'students', windows1256(arabic));
    expect(legacy).toMatchObject({ encoding: 'windows-1256', counts: { create: 1 } });
    await commit(asOps, legacy.id);
    expect(await nameOf('ar1')).toEqual({ first_name: 'سارة', last_name: 'أحمد' });

    const bom = `\uFEFF${csvOf([studentCells('bom1', { first_name: 'ليلى' })], columns)}`;
    const withBom = await dryRun(asOps, 'students', bom);
    expect(withBom).toMatchObject({ encoding: 'utf-8', counts: { create: 1 } });
  });

  it('reads semicolons and tabs as Excel writes them in some languages', async () => {
    for (const [tag, delimiter] of [
      ['semi1', ';'],
      ['tab1', '\t'],
    ] as const) {
      const summary = await dryRun(
        asOps,
        'students',
        csvOf([studentCells(tag)], columns, delimiter),
      );
      expect(summary.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });
    }
  });

  it('keeps formulas as text, in CSV cells and workbook cells alike', async () => {
    const csv = csvOf(
      [studentCells('f1', { first_name: '=1+2', offer: '=HYPERLINK("x")' })],
      columns,
    );
    await commit(asOps, (await dryRun(asOps, 'students', csv)).id);
    expect(await nameOf('f1')).toMatchObject({ first_name: '=1+2' });

    const cells = studentCells('f2') as Record<string, string>;
    const line = columns.map((c) =>
      c === 'first_name' ? { formula: 'UPPER("mona")', result: 'MONA' } : (cells[c] ?? ''),
    );
    const workbook = await workbookOf([['students', [columns, line]]]);
    const summary = await dryRun(asOps, 'students', workbook, { type: XLSX_TYPE });
    await commit(asOps, summary.id);
    expect(await nameOf('f2')).toMatchObject({ first_name: '=UPPER("mona")' });
  });
});

describe('a workbook read only in part', () => {
  /** The temporary files ExcelJS's reader (through `tmp`) made in this process. */
  const parkedSheets = () =>
    readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

  /** A workbook of several sheets is refused with no sheet chosen, and with one it lacks. */
  async function refusedUnchosen(
    workbook: Buffer,
    options: Parameters<typeof uploadFile>[3],
    chooseOne: string,
  ) {
    await expectRefused(workbook, chooseOne, options);
    await expectRefused(workbook, 'This workbook has no sheet named "staff".', {
      ...options,
      sheet: 'staff',
    });
  }

  it('leaves none of the temporary files of its sheets behind', async () => {
    const before = parkedSheets();
    // ExcelJS writes sheets before the shared strings: a reader parks each in a temporary file.
    const workbook = await workbookOf([
      ['students', [columns, columns.map((c) => studentCells('parked1')[c as 'email'] ?? '')]],
      ['notes', [['read me']]],
      ['more notes', [['and me']]],
    ]);
    const options = { type: XLSX_TYPE, fileName: 'parked.xlsx' };
    await refusedUnchosen(
      workbook,
      options,
      'This workbook has 3 sheets (students, notes, more notes): choose the one to import.',
    );
    // The header is read from the first sheet, and the rows stop there too.
    const chosen = await dryRun(asOps, 'students', workbook, { ...options, sheet: 'students' });
    expect(chosen).toMatchObject({ status: 'checked', counts: { create: 1 } });
    // ExcelJS removes a parked sheet's file without waiting for it.
    await eventually(
      'the parked sheets to be removed',
      () => parkedSheets().filter((name) => !before.includes(name)).length === 0,
      3000,
    );
  });

  /**
   * Opens the temporary files of parked sheets 50 ms late, as a busy machine may: only the reads,
   * or their writes too. `late` counts the opens still to come.
   */
  function slowParkedOpens(which: 'reads' | 'all') {
    const open = fs.open;
    const state = { late: 0 };
    const spy = jest.spyOn(fs, 'open').mockImplementation(((
      file: fs.PathLike,
      ...rest: unknown[]
    ) => {
      const now = () => (open as (...args: unknown[]) => void)(file, ...rest);
      if (!String(file).includes(`tmp-${process.pid}-`)) return now();
      if (which === 'reads' && rest[0] !== 'r') return now();
      state.late += 1;
      setTimeout(() => {
        state.late -= 1;
        now();
      }, 50);
    }) as typeof fs.open);
    return { spy, state };
  }

  it('closes each sheet of a refused workbook, however late its file opens', async () => {
    // A busy machine opens files late: ExcelJS removes a parked sheet's file when the next sheet
    // is asked for, and a sheet left open would then fail to open its file with no one listening.
    const { spy, state } = slowParkedOpens('reads');
    try {
      const workbook = await workbookOf([
        ['students', [columns, columns.map((c) => studentCells('late1')[c as 'email'] ?? '')]],
        ['notes', [['read me']]],
      ]);
      await refusedUnchosen(
        workbook,
        { type: XLSX_TYPE, fileName: 'late.xlsx' },
        'This workbook has 2 sheets (students, notes): choose the one to import.',
      );
      await eventually('the late opens to be done', () => state.late === 0, 3000);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('reads every part of a workbook, however slowly it parks the sheets', async () => {
    // While a sheet is parked, the unzipping runs on to the archive's end, which ExcelJS writes
    // last with the workbook's list of sheets: read as ended early, it lost that list.
    const { spy } = slowParkedOpens('all');
    try {
      const workbook = await workbookOf([
        ['notes', [['read me']]],
        ['students', [columns, columns.map((c) => studentCells('late2')[c as 'email'] ?? '')]],
      ]);
      const chosen = await dryRun(asOps, 'students', workbook, {
        type: XLSX_TYPE,
        fileName: 'slow.xlsx',
        sheet: 'students',
      });
      expect(chosen).toMatchObject({ sheet: 'students', counts: { create: 1 } });
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
