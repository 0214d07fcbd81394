// CSV text as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted
// when it holds a comma, a quote or a line break, its quotes doubled.
//
// Anyone can put text into an export (a sign-up's name, say), and a spreadsheet runs a cell that
// begins with = + - @ (or a tab or carriage return before one) as a formula: such text cells are
// neutralised with a leading apostrophe, OWASP's rule against CSV injection. Numbers and booleans
// are the centre's own data and stay as they are.
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's value as an export writes it, CSV or spreadsheet alike: text a spreadsheet would run as
 * a formula gets its leading apostrophe; anything else is left as it is.
 */
export function neutraliseFormula<T extends CsvValue>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

function csvField(value: CsvValue): string {
  const safe = neutraliseFormula(value);
  const text = safe === null || safe === undefined ? '' : String(safe);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A whole CSV text: the header line, then a line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}
