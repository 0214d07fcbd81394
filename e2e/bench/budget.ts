// The byte budget `pnpm bench:web --budget` enforces, in one place. KB are 1024 bytes of gzipped
// JavaScript, as the table prints them; the latest figures are in docs/performance.md.

/**
 * What CI enforces: a ceiling for the log-in page's first content, and how much more any other
 * screen's may weigh. Never raised without saying why in the commit body.
 */
/** The log-in page (the host alone, for a visitor): its first content. */
export const LOGIN_BUDGET_KB = 195;

/** Every other screen's first content may weigh this much more than the log-in page. */
export const SCREEN_OVER_LOGIN_KB = 55;

/**
 * The log-in page's first content in at most this many scripts: over HTTP/1.1 each file waits its
 * turn on one of six connections and a round trip, which a slow phone network feels.
 */
export const LOGIN_FILES = 10;

export interface BudgetRow {
  name: string;
  path: string;
  /** Gzipped JavaScript downloaded until the screen's content showed. */
  firstContentGzip: number;
  /** The scripts downloaded until then. */
  firstContentFiles: number;
}

/** The budget's failures, one line each (empty when every screen is within it). */
export function overBudget(rows: BudgetRow[], loginPath = '/login'): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const login = rows.find((row) => row.path === loginPath);
  if (!login) return [`no measure of ${loginPath}`];
  const problems: string[] = [];
  if (login.firstContentGzip > LOGIN_BUDGET_KB * 1024) {
    problems.push(
      `${login.name} (${login.path}): ${kb(login.firstContentGzip)} > ${LOGIN_BUDGET_KB} KB`,
    );
  }
  if (login.firstContentFiles > LOGIN_FILES) {
    problems.push(
      `${login.name} (${login.path}): ${login.firstContentFiles} scripts > ${LOGIN_FILES}`,
    );
  }
  const limit = login.firstContentGzip + SCREEN_OVER_LOGIN_KB * 1024;
  for (const row of rows) {
    if (row === login || row.firstContentGzip <= limit) continue;
    problems.push(
      `${row.name} (${row.path}): ${kb(row.firstContentGzip)} > ${kb(limit)} (${loginPath} + ${SCREEN_OVER_LOGIN_KB} KB)`,
    );
  }
  return problems;
}
