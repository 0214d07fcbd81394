// The template of each import kind: the header row and an example row; the .xlsx one also notes on
// each header what the column takes and offers the allowed values as a list in its cells.
import type ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from 'shared-domain/imports';
import { t } from '../../i18n';
import { loadExcelJs } from '../../lib/exceljs';

/** RFC 4180 field: quoted when it holds a delimiter, a quote or a line break. */
function csvField(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** UTF-8 with a BOM, so a spreadsheet opens Arabic names right; CRLF lines as RFC 4180 says. */
export function csvTemplate(kind: ImportKind): string {
  const columns = IMPORT_COLUMNS[kind];
  const lines = [columns.map((c) => c.key), columns.map((c) => c.example)];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** What a column takes, in the request's language: required or not, and its values. */
export function columnNote(column: ImportColumn): string {
  const parts = [t(column.required ? 'imports.template.required' : 'imports.template.optional')];
  if (column.allowed)
    parts.push(t('imports.template.allowed', { values: column.allowed.join(', ') }));
  if (column.range)
    parts.push(t('imports.template.range', { min: column.range[0], max: column.range[1] }));
  return parts.join(' ');
}

const LIST_ROWS = 'A2:A100001';

/** The sheet's range validations: ExcelJS writes them, its type declarations leave them out. */
type WithRangeValidations = ExcelJS.Worksheet & {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
};

export async function xlsxTemplate(kind: ImportKind): Promise<Buffer> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(kind) as WithRangeValidations;
  const columns = IMPORT_COLUMNS[kind];
  sheet.columns = columns.map((c) => ({ header: c.key, key: c.key, width: 22 }));
  sheet.addRow(columns.map((c) => c.example));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((column, i) => {
    const cell = sheet.getRow(1).getCell(i + 1);
    cell.note = columnNote(column);
    if (column.allowed) {
      const range = LIST_ROWS.replace(/A/g, cell.address.replace(/\d+$/, ''));
      sheet.dataValidations.add(range, {
        type: 'list',
        allowBlank: !column.required,
        formulae: [`"${column.allowed.join(',')}"`],
      });
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
