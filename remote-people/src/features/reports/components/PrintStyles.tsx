// The Reports' print layout: only the report prints (not the suite's header, the filters or the
// buttons), its charts and table at the page's width, with no table cut off in a scrolling box.
export const PRINTED_AREA = { 'data-report-print': '' } as const;
export const PRINT_HIDDEN = { 'data-print-hidden': '' } as const;

const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-report-print], [data-report-print] * { visibility: visible; }
  [data-report-print] { position: absolute; inset-inline-start: 0; top: 0; width: 100%; }
  [data-report-print] [data-print-hidden] { display: none !important; }
  [data-report-print] [role='region'] { overflow: visible !important; border: none; }
  [data-report-print] section, [data-report-print] tr { break-inside: avoid; }
}`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
