// `pnpm bench:web`: what a browser downloads to open each screen of the suite, and how soon the
// screen's data shows. Playwright starts the suite as `pnpm start` does (fresh embedded database,
// free ports; bench/playwright.config.ts); for each screen a fresh browser context signs in as the
// screen's role, then opens the screen in a new tab with the HTTP cache off and counts every
// response until the screen's data showed and what it always draws after (the Overview's charts)
// is in: JavaScript files, their bytes unpacked and gzipped (as the built-in server and a CDN send
// them), everything else. "Cold ms" is the time until the screen's data shows (each screen's
// `probe`, seen by a MutationObserver in the page), "First gzip" the gzipped JavaScript whose
// download had ended by then (the page's Resource Timing), "Steps" the dependent requests from the
// document to the data (criticalSteps). `--throttle fast3g` emulates a slow phone network.
//
// Modes (scripts/bench-web.mjs turns its flags into LINGUADESK_BENCH_* variables):
// - default: then two more times to the data, each in the app (no page load) and read from the
//   page's clock (the click, or Back, to the data): a warm second visit (the screen, Profile, then
//   back to the screen by its header link, or Back for a screen without one) and a hover-prefetched
//   visit (a fresh tab, HTTP cache off, opened on Profile; the screen's header link is hovered, the
//   prefetch it starts is let finish, then the link is clicked). Prints a table; asserts nothing.
// - budget: one cold load per screen, the table, then fails when a screen is over the budget of
//   budget.ts (bytes are deterministic: a check, not a timing).
// - with `--monolith`, after the default table: the same screens in the single-bundle build of the
//   same code (built by scripts/bench-web.mjs with tooling/monolith.cjs into
//   LINGUADESK_BENCH_MONOLITH, served here on the run's spare port with the API on its origin, as
//   the suite's host has it), five cold loads of each build per screen, unthrottled, medians side
//   by side with the ratio federated / single bundle.
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { MANIFEST_ROUTES, addressOf, linkOf, type ManifestRoute } from '../src/routes';
import { expectSignedIn, mainNav, submitLogin } from '../src/screens';
import { serveStaticFolder } from '../src/static-folder';
import { portOf, urls } from '../src/suite';
import { bytesByOwner, cachedMaps, formatOwners, type LoadedFile, type SourceMap } from './where';
import {
  LOGIN_BUDGET_KB,
  LOGIN_FILES,
  SCREEN_OVER_LOGIN_KB,
  overBudget,
  type BudgetRow,
} from './budget';

const MODE = process.env.LINGUADESK_BENCH ?? '';
/** `--where`: each screen's first content by package, after its row (budget mode). */
const WHERE = process.env.LINGUADESK_BENCH_WHERE === '1';
const MONOLITH_DIR = process.env.LINGUADESK_BENCH_MONOLITH ?? '';
/** `--throttle fast3g`: the network of each measured tab, in CDP's terms (bytes per second). */
const THROTTLES = {
  fast3g: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
} as const;
const THROTTLE_NAME = process.env.LINGUADESK_BENCH_THROTTLE ?? '';
type Throttle = (typeof THROTTLES)[keyof typeof THROTTLES] | null;
const THROTTLE: Throttle = THROTTLES[THROTTLE_NAME as keyof typeof THROTTLES] ?? null;
if (THROTTLE_NAME && !THROTTLE) throw new Error(`bench:web: no throttle named ${THROTTLE_NAME}`);
/** Cold loads of each build per screen in the monolith comparison (the median is printed). */
const MONOLITH_RUNS = 5;
/** Cold loads per screen under a throttle (the median is printed; a slow network's times vary). */
const THROTTLED_RUNS = 5;

interface Screen {
  name: string;
  path: string;
  /** Signs in first; a visitor's screen has none. */
  account?: string;
  /** What shows once the screen's data is there (rows, cards, cells), or its form is usable. */
  ready: (page: Page) => ReturnType<Page['getByText']>;
  /** The same in the page, for the moment it appears: elements (CSS) and a pattern of their text. */
  probe: { selector: string; text: string };
  /** What the screen always draws after its data (CSS), which the load's totals wait for too. */
  late?: string;
  /** The header link that opens it, for the hover-prefetched figure. */
  link?: string;
}

/** A list's rows are in: a second cell of a body row (the empty state's one cell spans them all). */
const FIRST_ROW_CELL = 'main tbody tr td:nth-child(2)';

/** How each remote route shows its content is ready, by `remote:id` of its manifest entry. */
const READY: Record<string, Pick<Screen, 'ready' | 'probe' | 'late'>> = {
  'student:studentDashboard': {
    ready: (p) => p.getByRole('heading', { name: /^Welcome(?: back)?, / }),
    probe: { selector: 'h1, h2, h3', text: '^Welcome(?: back)?, ' },
  },
  'people:overview': {
    ready: (p) => p.getByText('Total Students'),
    probe: { selector: 'main *', text: '^Total Students$' },
    // chart.js and the four charts come after the cards.
    late: 'main canvas',
  },
  'people:students': {
    ready: (p) => p.locator(FIRST_ROW_CELL).first(),
    probe: { selector: FIRST_ROW_CELL, text: '\\S' },
  },
  'people:staff': {
    ready: (p) => p.locator(FIRST_ROW_CELL).first(),
    probe: { selector: FIRST_ROW_CELL, text: '\\S' },
  },
  'people:imports': {
    ready: (p) => p.getByRole('heading', { name: 'Import', level: 1 }),
    probe: { selector: 'h1', text: '^Import$' },
  },
  'people:reports': {
    ready: (p) => p.getByRole('heading', { name: 'Reports', level: 1 }),
    probe: { selector: 'h1', text: '^Reports$' },
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
    ready: (p) =>
      p.getByRole('button', { name: 'Sign In', exact: true }).and(p.locator(':enabled')),
    probe: { selector: 'button:enabled', text: '^Sign In$' },
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
  /** The gzipped JavaScript downloaded by the time the data showed. */
  firstGzip: number;
  /** The same JavaScript's bytes as the servers sent them (their encoding, headers apart). */
  firstSent: number;
  otherBytes: number;
  /** From the navigation's start to the data, in the page's clock. */
  readyMs: number;
  /** The dependent requests from the document to the data (criticalSteps), null without data. */
  steps: number | null;
  /** The JavaScript files whose download had ended when the data showed. */
  firstFiles: LoadedFile[];
}

declare global {
  interface Window {
    __benchReadyAt?: number;
    /** When the click or Back that the timing under way starts from happened. */
    __benchStartAt?: number;
    /** Starts a new timing in the page: from the next click or Back to the probe's next match. */
    __benchArm?: () => void;
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
  const watch = () => {
    const observer = new MutationObserver(() => {
      if (window.__benchReadyAt === undefined && shows()) {
        window.__benchReadyAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  watch();
  window.__benchArm = () => {
    window.__benchReadyAt = undefined;
    window.__benchStartAt = undefined;
    // The event's own time: the router's listener may draw the screen before this one runs.
    const start = (event: Event) => {
      window.__benchStartAt ??= event.timeStamp;
    };
    window.addEventListener('click', start, { capture: true, once: true });
    window.addEventListener('popstate', start, { once: true });
    watch();
  };
}

/** A request as the page's Resource Timing has it, in the page's clock. */
interface TimedRequest {
  url: string;
  start: number;
  end: number;
}

/**
 * The dependent steps from the document to the screen's data: the data's request (the last API
 * answer to end before the data showed) and, before it, each time the request that ended last
 * before the one after it started, back to one that started while the document still loaded.
 * Requests that ran side by side count once: what the chain counts are round trips waited for.
 */
function criticalSteps(
  requests: readonly TimedRequest[],
  documentEnd: number,
  readyAt: number,
): number | null {
  const lastToEnd = (among: readonly TimedRequest[]) =>
    among.reduce<TimedRequest | null>(
      (last, request) => (last && last.end >= request.end ? last : request),
      null,
    );
  let step = lastToEnd(
    requests.filter(
      (request) => new URL(request.url).pathname.startsWith('/api/') && request.end <= readyAt,
    ),
  );
  let steps = 0;
  while (step) {
    steps += 1;
    if (step.start <= documentEnd) break;
    const start = step.start;
    step = lastToEnd(requests.filter((request) => request.end <= start));
  }
  return steps || null;
}

async function measure(
  page: Page,
  url: string,
  screen: Screen,
  throttle: Throttle = THROTTLE,
): Promise<Measure> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttle });
  await page.addInitScript(watchForContent, screen.probe);
  const inflight = new Set<Request>();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  const bodies: Promise<{ url: string; js: boolean; body: Buffer; sent: number }>[] = [];
  page.on('response', (response) => {
    const js = /javascript/.test(response.headers()['content-type'] ?? '');
    const item = (body: Buffer, sent: number) => ({ url: response.url(), js, body, sent });
    bodies.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => item(body, sizes.responseBodySize))
        .catch(() => item(Buffer.alloc(0), 0)),
    );
  });
  await page.goto(url);
  await screen.ready(page).waitFor({ timeout: 120_000 });
  if (screen.late) await page.locator(screen.late).first().waitFor({ timeout: 120_000 });
  // The load's own end, not a quiet spell of the network (which a long pause of the CPU between
  // two requests looks like): every request it started has ended.
  await expect.poll(() => inflight.size, { timeout: 120_000 }).toBe(0);
  const { readyAt, documentEnd, timed } = await page.evaluate(() => ({
    readyAt: window.__benchReadyAt,
    documentEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .responseEnd,
    timed: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd }),
    ),
  }));
  if (readyAt === undefined) {
    throw new Error(`${screen.name}: the probe ${JSON.stringify(screen.probe)} never matched`);
  }
  const endedAt = new Map(timed.map((entry) => [entry.url, entry.end]));
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
    firstSent: beforeContent.reduce((sum, item) => sum + item.sent, 0),
    otherBytes: all.filter((item) => !item.js).reduce((sum, item) => sum + item.body.length, 0),
    readyMs: Math.round(readyAt),
    steps: screen.account ? criticalSteps(timed, documentEnd, readyAt) : null,
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
  await expectSignedIn(page);
  await page.close();
}

/** One cold load of the screen in a fresh context (signed in first when it has a role). */
async function coldLoad(
  browser: Browser,
  origin: string,
  screen: Screen,
  throttle: Throttle = THROTTLE,
): Promise<Measure> {
  const context = await browser.newContext();
  try {
    if (screen.account) await logInAt(await context.newPage(), origin, screen.account);
    return await measure(await context.newPage(), `${origin}${screen.path}`, screen, throttle);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
/** To a tenth of a KB: the budget's figures (e2e/bench/budget.ts). */
const kb1 = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const PROFILE_READY = (page: Page) => page.getByRole('heading', { name: 'Contact Information' });

/** From the action's click (or Back) to the screen's data, in the page's own clock. */
async function timeTo(page: Page, screen: Screen, action: () => Promise<unknown>): Promise<number> {
  await page.evaluate(() => window.__benchArm!());
  await action();
  await screen.ready(page).waitFor({ timeout: 120_000 });
  const took = await page.waitForFunction(() =>
    window.__benchReadyAt !== undefined && window.__benchStartAt !== undefined
      ? { ms: window.__benchReadyAt - window.__benchStartAt }
      : null,
  );
  return Math.round((await took.jsonValue())!.ms);
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
  if (THROTTLE) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
  await page.addInitScript(watchForContent, screen.probe);
  const inflight = new Set<Request>();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  await page.goto('/profile');
  await PROFILE_READY(page).waitFor({ timeout: 120_000 });
  await expect.poll(() => inflight.size, { timeout: 120_000 }).toBe(0);
  const target = mainNav(page).getByRole('link', { name: link, exact: true });
  // What the hover starts: the screen's code and its first query (an API GET).
  const data = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/') && response.request().method() === 'GET',
  );
  await target.hover();
  await data;
  await expect.poll(() => inflight.size, { timeout: 120_000 }).toBe(0);
  return timeTo(page, screen, () => target.click());
}

const NETWORK = THROTTLE
  ? `${THROTTLE_NAME} (${Math.round(THROTTLE.downloadThroughput * 8e-5) / 10} Mbps down, ${Math.round(THROTTLE.uploadThroughput * 8e-3)} kbps up, ${THROTTLE.latency} ms round trip)`
  : 'unthrottled';

const legend = (
  network: string,
) => `First gzip: the gzipped JavaScript downloaded when the screen's data showed (First sent: its
bytes as the servers sent them, brotli to a browser); JS gzip: all of
the load's JavaScript until then and what the screen always draws after (the Overview's charts),
gzipped (as the built-in server and a CDN send it); Cold ms: from the navigation's start to the
screen's data (rows, cards, cells; /login: the Sign In button enabled), with the HTTP cache off
(under a throttle, the median of ${THROTTLED_RUNS} loads); on this machine, network ${network}.`;

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

test('what each screen downloads and how soon its data shows', async ({ browser }) => {
  test.skip(MODE !== '', `mode ${MODE}`);
  const headings = [
    'Screen',
    'Path',
    'JS files',
    'JS KB',
    'JS gzip',
    'First gzip',
    'First sent',
    'Other KB',
    'Steps',
    'Cold ms',
    'Warm ms',
    'Hovered ms',
  ];
  const widths = [17, 20, 8, 5, 7, 10, 10, 8, 5, 7, 7, 10];
  const rows: (string | number)[][] = [];
  for (const screen of SCREENS) {
    const context = await browser.newContext();
    try {
      if (screen.account) await logInAt(await context.newPage(), urls.host, screen.account);
      const page = await context.newPage();
      const m = await measure(page, screen.path, screen);
      const coldMs = [m.readyMs];
      for (let run = 1; THROTTLE && run < THROTTLED_RUNS; run += 1)
        coldMs.push((await coldLoad(browser, urls.host, screen)).readyMs);
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
        kb(m.firstSent),
        kb(m.otherBytes),
        m.steps ?? '-',
        median(coldMs),
        warm,
        hovered,
      ]);
      console.log(cells(rows.at(-1)!, widths));
    } finally {
      await context.close();
    }
  }
  console.log(`\n${table(headings, widths, rows)}\n\n${legend(NETWORK)} JS KB: the JavaScript unpacked;
Other KB: HTML, JSON (config, manifests, API answers) and the rest; Warm ms: back to the screen from
Profile in the same tab (a second visit); Hovered ms: from the click on the screen's header link,
hovered first, in a fresh tab with the HTTP cache off (both in the page's clock, from the click or
Back to the data); Steps: the dependent requests from the document to the data, each waiting on
the one before (side-by-side requests count once).`);
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
  const measured: BudgetRow[] = [];
  // `--where`: each file's source map, fetched once for every screen that loads the file.
  const fetchMap = cachedMaps(async (url) => {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as SourceMap) : null;
  });
  let mapsAsked = 0;
  for (const screen of SCREENS) {
    // Bytes only: the network's speed changes none of them.
    const m = await coldLoad(browser, urls.host, screen, null);
    measured.push({
      name: screen.name,
      path: screen.path,
      firstContentGzip: m.firstGzip,
      firstContentFiles: m.firstFiles.length,
    });
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
  console.log(`\n${table(headings, widths, rows)}\n\n${legend('unthrottled')}
Over /login: the screen's first gzip less the log-in page's (the budget's margin).

Budget (e2e/bench/budget.ts): /login <= ${LOGIN_BUDGET_KB} KB in <= ${LOGIN_FILES} scripts, every screen <= /login + ${SCREEN_OVER_LOGIN_KB} KB.
${problems.length ? `Over budget:\n${problems.map((line) => `  ${line}`).join('\n')}` : 'Every screen is within the budget.'}`);
  expect(problems, 'screens over the byte budget (e2e/bench/budget.ts)').toEqual([]);
});

test('the federated suite against a single bundle of the same code', async ({ browser }) => {
  test.skip(MONOLITH_DIR === '', 'no single bundle (scripts/bench-web.mjs --monolith)');
  // On the run's spare port, with /api and /auth forwarded to the API as the suite's host has them.
  const monolith = await serveStaticFolder(MONOLITH_DIR, portOf('preview'), {
    origin: urls.preview,
  });
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
        federated.push(await coldLoad(browser, urls.host, screen, null));
        single.push(await coldLoad(browser, urls.preview, screen, null));
      }
      const pick = (all: Measure[], key: Exclude<keyof Measure, 'firstFiles' | 'steps'>) =>
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
    console.log(`\n${table(headings, widths, rows)}\n\n${legend('unthrottled')} Medians of ${MONOLITH_RUNS} cold loads
of each build; "Single": the same screen in the single-bundle build (no federation: every remote's
modules compiled into the host, tooling/monolith.cjs); Ratio: cold ms federated / single bundle.`);
  } finally {
    await monolith.close();
  }
});
