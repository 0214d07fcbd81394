// `pnpm bench:web`: what a browser downloads to open each screen of the suite. Playwright starts the
// suite as `pnpm start` does (fresh embedded database, free ports; bench/playwright.config.ts);
// for each screen a fresh browser context signs in as the screen's role, then opens the screen in
// a new tab with the HTTP cache off and counts every response: JavaScript files, their bytes
// unpacked and gzipped (as the built-in server and a CDN send them), everything else, and the
// time until the screen's content shows (cold). "First content" is the gzipped JavaScript whose
// download had ended when the content showed (the page's Resource Timing against the moment a
// MutationObserver saw the screen's text appear): what the screen needed to show, without what
// loads after it (chart.js behind the Overview's cards, prefetches).
//
// Three modes (scripts/bench-web.mjs turns `pnpm bench:web --budget` / `--monolith` into
// LINGUADESK_BENCH):
// - default: then two more times to content, each in the app (no page load): a warm second visit
//   (the screen, Profile, then back to the screen by its header link, or Back for a screen without
//   one: its code and data are in the page) and a hover-prefetched visit (a fresh tab, HTTP cache
//   off, opened on Profile; the screen's header link is hovered, the prefetch it starts is let
//   finish, then the link is clicked). Prints a table; asserts nothing.
// - budget: one cold load per screen, the table, then fails when a screen is over the budget of
//   budget.ts (bytes are deterministic: a check, not a timing).
// - monolith: the same screens in the single-bundle build of the same code (built by
//   scripts/bench-web.mjs with tooling/monolith.cjs into LINGUADESK_BENCH_MONOLITH, served here on
//   the run's spare port), five cold loads of each build per screen, medians side by side with
//   the ratio federated / single bundle.
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { MANIFEST_ROUTES, addressOf, linkOf, type ManifestRoute } from '../src/routes';
import { mainNav, submitLogin, header } from '../src/screens';
import { serveStaticFolder } from '../src/static-folder';
import { portOf, urls } from '../src/suite';
import { bytesByOwner, cachedMaps, formatOwners, type LoadedFile, type SourceMap } from './where';
import { LOGIN_BUDGET_KB, SCREEN_OVER_LOGIN_KB, overBudget } from './budget';

const MODE = process.env.LINGUADESK_BENCH ?? '';
/** `--where`: each screen's first content by package, after its row (budget mode). */
const WHERE = process.env.LINGUADESK_BENCH_WHERE === '1';
const MONOLITH_DIR = process.env.LINGUADESK_BENCH_MONOLITH ?? '';
/** Cold loads of each build per screen in the monolith comparison (the median is printed). */
const MONOLITH_RUNS = 5;

interface Screen {
  name: string;
  path: string;
  /** Signs in first; a visitor's screen has none. */
  account?: string;
  /** Text that shows once the screen's content is there. */
  ready: (page: Page) => ReturnType<Page['getByText']>;
  /** The same in the page, for the moment it appears: elements (CSS) and a pattern of their text. */
  probe: { selector: string; text: string };
  /** The header link that opens it, for the hover-prefetched figure. */
  link?: string;
}

/** How each remote route shows its content is ready, by `remote:id` of its manifest entry. */
const READY: Record<string, Pick<Screen, 'ready' | 'probe'>> = {
  'student:studentDashboard': {
    ready: (p) => p.getByRole('heading', { name: /^Welcome(?: back)?, / }),
    probe: { selector: 'h1, h2, h3', text: '^Welcome(?: back)?, ' },
  },
  'people:overview': {
    ready: (p) => p.getByText('Total Students'),
    probe: { selector: 'main *', text: '^Total Students$' },
  },
  'people:students': {
    ready: (p) => p.getByRole('heading', { name: 'Student List' }),
    probe: { selector: 'h1, h2', text: '^Student List$' },
  },
  'people:staff': {
    ready: (p) => p.getByRole('heading', { name: 'Staff List' }),
    probe: { selector: 'h1, h2', text: '^Staff List$' },
  },
  'people:imports': {
    ready: (p) => p.getByRole('heading', { name: 'Import', level: 1 }),
    probe: { selector: 'h1', text: '^Import$' },
  },
  'groups:groups': {
    ready: (p) => p.getByText('Session Progress').first(),
    probe: { selector: 'main *', text: '^Session Progress' },
  },
  'groups:groupAttendance': {
    ready: (p) => p.getByRole('button', { name: 'Save Attendance' }),
    probe: { selector: 'button', text: '^Save Attendance$' },
  },
  'groups:groupEvaluation': {
    ready: (p) => p.getByRole('button', { name: 'Save Evaluations' }),
    probe: { selector: 'button', text: '^Save Evaluations$' },
  },
  'calls:calls': {
    ready: (p) => p.getByText('Call Info').first(),
    probe: { selector: 'main *', text: '^Call Info' },
  },
  'schedule:schedule': {
    ready: (p) => p.getByText('Level Guide'),
    probe: { selector: 'main *', text: '^Level Guide$' },
  },
};

const ACCOUNT_OF_ROLE: Record<string, string> = {
  operations_manager: DEMO.operationsManager,
  account_manager: DEMO.accountManager,
  supervisor: DEMO.supervisor,
  instructor: DEMO.instructor,
  student: DEMO.student,
};

/** Each remote route of the manifests, opened as an operations manager when it allows one. */
function remoteScreen(route: ManifestRoute): Screen {
  const ready = READY[`${route.remote}:${route.id}`];
  if (!ready) throw new Error(`bench/first-load.ts: say when ${route.remote}:${route.id} is ready`);
  const role = route.roles.includes('operations_manager') ? 'operations_manager' : route.roles[0]!;
  const account = ACCOUNT_OF_ROLE[role];
  return { name: route.title, path: addressOf(route), link: linkOf(route), account, ...ready };
}

const SCREENS: Screen[] = [
  {
    name: 'Log in (visitor)',
    path: '/login',
    ready: (p) => p.getByRole('button', { name: 'Sign In', exact: true }),
    probe: { selector: 'button', text: '^Sign In$' },
  },
  ...MANIFEST_ROUTES.map(remoteScreen),
  {
    name: 'Profile',
    path: '/profile',
    account: DEMO.instructor,
    ready: (p) => p.getByRole('heading', { name: 'Contact Information' }),
    probe: { selector: 'h1, h2, h3', text: '^Contact Information$' },
  },
];

interface Measure {
  jsFiles: number;
  jsBytes: number;
  /** Every JavaScript file of the page load, gzipped. */
  jsGzip: number;
  /** The gzipped JavaScript downloaded by the time the content showed. */
  firstGzip: number;
  otherBytes: number;
  /** From the navigation's start to the content, in the page's clock. */
  readyMs: number;
  /** The JavaScript files whose download had ended when the content showed. */
  firstFiles: LoadedFile[];
}

declare global {
  interface Window {
    __benchReadyAt?: number;
  }
}

/** Notes in the page the moment an element matching the probe appears (before it is painted). */
function watchForContent(probe: Screen['probe']) {
  performance.setResourceTimingBufferSize(2000);
  const pattern = new RegExp(probe.text);
  const shows = () =>
    Array.from(document.querySelectorAll(probe.selector)).some((element) =>
      pattern.test((element.textContent ?? '').trim()),
    );
  const observer = new MutationObserver(() => {
    if (window.__benchReadyAt === undefined && shows()) {
      window.__benchReadyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function measure(page: Page, url: string, screen: Screen): Promise<Measure> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(watchForContent, screen.probe);
  const bodies: Promise<{ url: string; js: boolean; body: Buffer }>[] = [];
  page.on('response', (response) => {
    const js = /javascript/.test(response.headers()['content-type'] ?? '');
    const item = (body: Buffer) => ({ url: response.url(), js, body });
    bodies.push(
      response
        .body()
        .then(item)
        .catch(() => item(Buffer.alloc(0))),
    );
  });
  await page.goto(url);
  await screen.ready(page).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Read once the network is idle: a file requested after the content showed (chart.js behind
  // the Overview's cards) has its timing entry only once its download has ended.
  const { readyAt, ended } = await page.evaluate(() => ({
    readyAt: window.__benchReadyAt,
    ended: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => [entry.name, entry.responseEnd] as const,
    ),
  }));
  if (readyAt === undefined) {
    throw new Error(`${screen.name}: the probe ${JSON.stringify(screen.probe)} never matched`);
  }
  const endedAt = new Map(ended);
  const all = await Promise.all(bodies);
  const js = all
    .filter((item) => item.js)
    .map((item) => ({ ...item, gzip: gzipSync(item.body, { level: 6 }).length }));
  // A file the page's timing does not know counts as needed, not as free (and is said).
  const untimed = js.filter((item) => !endedAt.has(item.url));
  if (untimed.length) {
    console.warn(
      `${screen.name}: no Resource Timing for ${untimed.map((item) => item.url).join(', ')}`,
    );
  }
  const beforeContent = js.filter((item) => (endedAt.get(item.url) ?? 0) <= readyAt);
  return {
    jsFiles: js.length,
    jsBytes: js.reduce((sum, item) => sum + item.body.length, 0),
    jsGzip: js.reduce((sum, item) => sum + item.gzip, 0),
    firstGzip: beforeContent.reduce((sum, item) => sum + item.gzip, 0),
    otherBytes: all.filter((item) => !item.js).reduce((sum, item) => sum + item.body.length, 0),
    readyMs: Math.round(readyAt),
    firstFiles: beforeContent,
  };
}

/**
 * Signs in on the given origin's log-in form, waits until the header shows the session, then
 * closes the tab: the session stays in the context's storage (a fresh access token, so no refresh
 * is under way), and the screen measured next loads alone, not beside the home page signing in
 * opened, still loading its remote and drawing its charts in another tab.
 */
async function logInAt(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/login`);
  await submitLogin(page, email);
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.close();
}

/** One cold load of the screen in a fresh context (signed in first when it has a role). */
async function coldLoad(browser: Browser, origin: string, screen: Screen): Promise<Measure> {
  const context = await browser.newContext();
  try {
    if (screen.account) await logInAt(await context.newPage(), origin, screen.account);
    return await measure(await context.newPage(), `${origin}${screen.path}`, screen);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
/** To a tenth of a KB: the budget's figures (e2e/bench/budget.ts). */
const kb1 = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const PROFILE_READY = (page: Page) => page.getByRole('heading', { name: 'Contact Information' });

async function timeTo(page: Page, screen: Screen, action: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await action();
  await screen.ready(page).waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

/**
 * Back to the screen after Profile, in the same tab (its header link, else the browser's Back):
 * its code and data are in the page already.
 */
async function warmRevisit(page: Page, screen: Screen): Promise<number> {
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await PROFILE_READY(page).waitFor();
  const { link } = screen;
  return timeTo(page, screen, () =>
    link ? mainNav(page).getByRole('link', { name: link, exact: true }).click() : page.goBack(),
  );
}

/** A fresh tab on Profile, cache off: hover the screen's link, let its prefetch finish, click. */
async function hoverPrefetched(page: Page, screen: Screen, link: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('/profile');
  await PROFILE_READY(page).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const target = mainNav(page).getByRole('link', { name: link, exact: true });
  // What the hover starts: the screen's code and its first query (an API GET).
  const inflight = new Set<Request>();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  const data = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/') && response.request().method() === 'GET',
  );
  await target.hover();
  await data;
  await expect.poll(() => inflight.size).toBe(0);
  return timeTo(page, screen, () => target.click());
}

const LEGEND = `First gzip: the gzipped JavaScript downloaded when the screen's content showed; JS gzip: all of
the page load's JavaScript, gzipped (as the built-in server and a CDN send it); Cold ms: from the
navigation's start to the screen's content, with the HTTP cache off; on this machine.`;

const cells = (values: (string | number)[], widths: number[]) =>
  `| ${values.map((value, i) => (i < 2 ? String(value).padEnd(widths[i]!) : String(value).padStart(widths[i]!))).join(' | ')} |`;

function table(headings: string[], widths: number[], rows: (string | number)[][]): string {
  const rule = widths.map((width, i) => (i < 2 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`));
  return [
    cells(headings, widths),
    `| ${rule.join(' | ')} |`,
    ...rows.map((row) => cells(row, widths)),
  ].join('\n');
}

test('what each screen downloads and how soon it shows', async ({ browser }) => {
  test.skip(MODE !== '', `mode ${MODE}`);
  const headings = [
    'Screen',
    'Path',
    'JS files',
    'JS KB',
    'JS gzip',
    'First gzip',
    'Other KB',
    'Cold ms',
    'Warm ms',
    'Hovered ms',
  ];
  const widths = [17, 20, 8, 5, 7, 10, 8, 7, 7, 10];
  const rows: (string | number)[][] = [];
  for (const screen of SCREENS) {
    const context = await browser.newContext();
    try {
      if (screen.account) await logInAt(await context.newPage(), urls.host, screen.account);
      const page = await context.newPage();
      const m = await measure(page, screen.path, screen);
      const warm =
        screen.account && screen.path !== '/profile'
          ? String(await warmRevisit(page, screen))
          : '-';
      const hovered = screen.link
        ? String(await hoverPrefetched(await context.newPage(), screen, screen.link))
        : '-';
      rows.push([
        screen.name,
        screen.path,
        m.jsFiles,
        kb(m.jsBytes),
        kb(m.jsGzip),
        kb(m.firstGzip),
        kb(m.otherBytes),
        m.readyMs,
        warm,
        hovered,
      ]);
      console.log(cells(rows.at(-1)!, widths));
    } finally {
      await context.close();
    }
  }
  console.log(`\n${table(headings, widths, rows)}\n\n${LEGEND} JS KB: the JavaScript unpacked;
Other KB: HTML, JSON (config, manifests, API answers) and the rest; Warm ms: back to the screen from
Profile in the same tab (a second visit); Hovered ms: from the click on the screen's header link,
hovered first, in a fresh tab with the HTTP cache off.`);
});

test('each screen within the byte budget', async ({ browser }) => {
  test.skip(MODE !== 'budget', `mode ${MODE || 'default'}`);
  const headings = [
    'Screen',
    'Path',
    'First gzip',
    'Over /login',
    'JS gzip',
    'JS files',
    'Cold ms',
  ];
  const widths = [17, 20, 10, 11, 7, 8, 7];
  const rows: (string | number)[][] = [];
  const measured: { name: string; path: string; firstContentGzip: number }[] = [];
  // `--where`: each file's source map, fetched once for every screen that loads the file.
  const fetchMap = cachedMaps(async (url) => {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as SourceMap) : null;
  });
  let mapsAsked = 0;
  for (const screen of SCREENS) {
    const m = await coldLoad(browser, urls.host, screen);
    measured.push({ name: screen.name, path: screen.path, firstContentGzip: m.firstGzip });
    // The log-in page is the first screen measured: each other one's margin over it.
    const login = measured[0]!.firstContentGzip;
    const over = screen === SCREENS[0] ? '-' : `+${kb1(m.firstGzip - login)}`;
    rows.push([
      screen.name,
      screen.path,
      kb1(m.firstGzip),
      over,
      kb(m.jsGzip),
      m.jsFiles,
      m.readyMs,
    ]);
    console.log(cells(rows.at(-1)!, widths));
    if (WHERE) {
      mapsAsked += m.firstFiles.length;
      console.log(formatOwners(await bytesByOwner(m.firstFiles, fetchMap)));
    }
  }
  if (WHERE) {
    console.log(
      `\n--where: ${fetchMap.fetched()} source maps fetched for ${mapsAsked} files over ${SCREENS.length} screens`,
    );
  }
  const problems = overBudget(measured);
  console.log(`\n${table(headings, widths, rows)}\n\n${LEGEND}
Over /login: the screen's first gzip less the log-in page's (the budget's margin).

Budget (e2e/bench/budget.ts): /login <= ${LOGIN_BUDGET_KB} KB, every screen <= /login + ${SCREEN_OVER_LOGIN_KB} KB.
${problems.length ? `Over budget:\n${problems.map((line) => `  ${line}`).join('\n')}` : 'Every screen is within the budget.'}`);
  expect(problems, 'screens over the byte budget (e2e/bench/budget.ts)').toEqual([]);
});

test('the federated suite against a single bundle of the same code', async ({ browser }) => {
  test.skip(MODE !== 'monolith', `mode ${MODE || 'default'}`);
  expect(
    MONOLITH_DIR,
    'LINGUADESK_BENCH_MONOLITH: the single bundle (scripts/bench-web.mjs)',
  ).not.toBe('');
  // The run's spare port: the suite's API allows it (LINGUADESK_EXTRA_ORIGINS, bench config).
  const monolith = await serveStaticFolder(MONOLITH_DIR, portOf('preview'));
  try {
    const headings = [
      'Screen',
      'Path',
      'First gzip',
      'JS gzip',
      'Cold ms',
      'Single first',
      'Single JS',
      'Single ms',
      'Ratio',
    ];
    const widths = [17, 20, 10, 7, 7, 12, 9, 9, 5];
    const rows: (string | number)[][] = [];
    for (const screen of SCREENS) {
      const federated: Measure[] = [];
      const single: Measure[] = [];
      // Alternated, so a busy moment of the machine weighs on both builds alike.
      for (let run = 0; run < MONOLITH_RUNS; run += 1) {
        federated.push(await coldLoad(browser, urls.host, screen));
        single.push(await coldLoad(browser, urls.preview, screen));
      }
      const pick = (all: Measure[], key: Exclude<keyof Measure, 'firstFiles'>) =>
        median(all.map((m) => m[key]));
      const ratio = pick(federated, 'readyMs') / pick(single, 'readyMs');
      rows.push([
        screen.name,
        screen.path,
        kb(pick(federated, 'firstGzip')),
        kb(pick(federated, 'jsGzip')),
        pick(federated, 'readyMs'),
        kb(pick(single, 'firstGzip')),
        kb(pick(single, 'jsGzip')),
        pick(single, 'readyMs'),
        ratio.toFixed(2),
      ]);
      console.log(cells(rows.at(-1)!, widths));
    }
    console.log(`\n${table(headings, widths, rows)}\n\n${LEGEND} Medians of ${MONOLITH_RUNS} cold loads
of each build; "Single": the same screen in the single-bundle build (no federation: every remote's
modules compiled into the host, tooling/monolith.cjs); Ratio: cold ms federated / single bundle.`);
  } finally {
    await monolith.close();
  }
});
