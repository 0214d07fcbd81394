// Imports in tests: files built in memory, uploaded as the screen does, and the wait for the
// dry run or the commit going on in the background.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ImportRow, ImportSummary } from 'shared-domain';
import { IMPORT_COLUMNS, type ImportKind } from 'shared-domain/imports';
import { rows } from '../../src/db/client';
import type { Inject } from './app';
import { eventually } from './wait';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A student row with every required column filled, from a tag that makes it unique. */
export function studentCells(tag: string, overrides: Record<string, string> = {}) {
  return {
    email: `${tag}@example.test`,
    username: tag,
    first_name: 'Mona',
    middle_name: 'Adel',
    last_name: `Saleh ${tag}`,
    phone_number: '079 555 0101',
    nationality: 'Jordanian',
    gender: 'female',
    amount: '1200',
    outstanding_amount: '200',
    total_levels: '3',
    current_level: '2',
    ...overrides,
  };
}

/** CSV text with the given columns (all of a kind's by default), comma-separated, CRLF lines. */
export function csvOf(
  records: Record<string, string>[],
  columns: string[] = Object.keys(records[0] ?? {}),
  delimiter = ',',
): string {
  const field = (value: string) =>
    /[",;|\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return [columns, ...records.map((record) => columns.map((c) => record[c] ?? ''))]
    .map((line) => line.map(field).join(delimiter))
    .join('\r\n');
}

export const kindColumns = (kind: ImportKind) => IMPORT_COLUMNS[kind].map((c) => c.key);

/** A workbook with one sheet per entry (name, rows of cells; a cell may be a formula). */
export async function workbookOf(sheets: [string, ExcelJS.CellValue[][]][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, lines] of sheets) {
    const sheet = workbook.addWorksheet(name);
    for (const line of lines) sheet.addRow(line);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function uploadFile(
  inject: Inject,
  kind: ImportKind,
  payload: string | Buffer,
  {
    type = 'text/csv',
    fileName = 'people.csv',
    sheet,
  }: Partial<Record<'type' | 'fileName' | 'sheet', string>> = {},
) {
  const query = new URLSearchParams({ kind, file_name: fileName, ...(sheet ? { sheet } : {}) });
  return inject({
    method: 'POST',
    url: `/api/imports/?${query}`,
    headers: { 'content-type': type },
    payload,
  });
}

/** The import once its dry run or commit has stopped running. */
export async function settled(inject: Inject, id: number): Promise<ImportSummary> {
  let summary: ImportSummary | undefined;
  await eventually(`import ${id} to settle`, async () => {
    summary = (await inject({ method: 'GET', url: `/api/imports/${id}/` })).json();
    return summary!.status !== 'checking' && summary!.status !== 'committing';
  });
  return summary!;
}

/** Uploads the file and waits for its dry run. */
export async function dryRun(
  inject: Inject,
  kind: ImportKind,
  payload: string | Buffer,
  options?: Parameters<typeof uploadFile>[3],
): Promise<ImportSummary> {
  const res = await uploadFile(inject, kind, payload, options);
  if (res.statusCode !== 202) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return settled(inject, res.json().id);
}

export async function importRows(
  inject: Inject,
  id: number,
  query = 'page_size=1000',
): Promise<ImportRow[]> {
  return (await inject({ method: 'GET', url: `/api/imports/${id}/rows/?${query}` })).json().results;
}

export async function commit(
  inject: Inject,
  id: number,
  body: Record<string, unknown> = {},
): Promise<ImportSummary> {
  const res = await inject({ method: 'POST', url: `/api/imports/${id}/commit/`, payload: body });
  if (res.statusCode !== 202) throw new Error(`commit answered ${res.statusCode}: ${res.body}`);
  return settled(inject, id);
}

/** What an import may have written: accounts, profiles, audit rows, imports kept. */
export async function writtenCounts(app: FastifyInstance) {
  const [counts] = await rows<Record<'users' | 'profiles' | 'audit' | 'imports', number>>(
    app.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users,
          (SELECT count(*)::int FROM student_profiles) AS profiles,
          (SELECT count(*)::int FROM audit_log) AS audit,
          (SELECT count(*)::int FROM imports) AS imports`,
  );
  return counts!;
}
