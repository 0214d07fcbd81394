// The byte budget `pnpm bench:web --budget` enforces (issue 11), in one place. KB are 1024 bytes of
// gzipped JavaScript, as the table prints them.

/** Issue 11's goals: the log-in page at most 180 KB, every screen's first content within 50 KB of it. */
export const GOAL_LOGIN_KB = 180;
export const GOAL_SCREEN_OVER_LOGIN_KB = 50;

/**
 * What CI enforces. The log-in page: today's figure (195.4 KB, since TanStack Query and the data
 * layer, `shared-ui/data`, come with the shell's signed-in chunk after the page has shown; 209.2
 * before) rounded up by under 2 KB, so that nothing makes it heavier unnoticed, lowered toward the
 * goal as it gets lighter. The screens: the goal itself, which every screen meets since dialogs,
 * menus, the Overview's charts and the evaluation's schema load when needed, the shell no longer
 * fetches the shared-ui families before a remote's screen, and the list screens and group sheets
 * draw their selects and tables without whole families (the heaviest margin, Group attendance, is
 * +42.4 over the 195.4 KB /login). Never raised without saying why.
 */
/** The log-in page (the host alone, for a visitor): everything a first visit downloads. */
export const LOGIN_BUDGET_KB = 197;

/** Every other screen's first content may weigh this much more than the log-in page. */
export const SCREEN_OVER_LOGIN_KB = 50;

export interface BudgetRow {
  name: string;
  path: string;
  /** Gzipped JavaScript downloaded until the screen's content showed. */
  firstContentGzip: number;
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
  const limit = login.firstContentGzip + SCREEN_OVER_LOGIN_KB * 1024;
  for (const row of rows) {
    if (row === login || row.firstContentGzip <= limit) continue;
    problems.push(
      `${row.name} (${row.path}): ${kb(row.firstContentGzip)} > ${kb(limit)} (${loginPath} + ${SCREEN_OVER_LOGIN_KB} KB)`,
    );
  }
  return problems;
}
