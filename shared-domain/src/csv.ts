// CSV text as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted
// when it holds a comma, a quote or a line break, its quotes doubled.
export type CsvValue = string | number | boolean | null | undefined;

function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
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
