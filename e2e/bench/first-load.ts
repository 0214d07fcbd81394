// `pnpm bench:web`: what a browser downloads to open each screen of the suite. Playwright starts the
// suite as `pnpm start` does (fresh embedded database, free ports; bench/playwright.config.ts);
// for each screen a fresh browser context signs in as the screen's role, then opens the screen in
// a new tab with the HTTP cache off and counts every response: JavaScript files, their bytes
// unpacked and gzipped (as the built-in server and a CDN send them), everything else, and the
// time until the screen's content shows (cold). Then two more times to content, each in the app
// (no page load): a warm second visit (the screen, Profile, then back to the screen by its header
// link, or Back for a screen without one: its code and data are in the page) and a hover-prefetched visit (a fresh tab, HTTP cache off, opened on
// Profile; the screen's header link is hovered, the prefetch it starts is let finish, then the link
// is clicked). Prints a table; asserts nothing.
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { logIn, mainNav } from '../src/screens';

interface Screen {
  name: string;
  path: string;
  /** Signs in first; a visitor's screen has none. */
  account?: string;
  /** Text that shows once the screen's content is there. */
  ready: (page: Page) => ReturnType<Page['getByText']>;
  /** The header link that opens it, for the hover-prefetched figure. */
  link?: string;
}

const SCREENS: Screen[] = [
  {
    name: 'Log in (visitor)',
    path: '/login',
    ready: (p) => p.getByRole('button', { name: 'Sign In', exact: true }),
  },
  {
    name: 'Student dashboard',
    link: 'Home',
    path: '/',
    account: DEMO.student,
    ready: (p) => p.getByRole('heading', { name: /^Welcome back, / }),
  },
  {
    name: 'Overview',
    link: 'Home',
    path: '/',
    account: DEMO.operationsManager,
    ready: (p) => p.getByText('Total Students'),
  },
  {
    name: 'Students',
    link: 'Students',
    path: '/students',
    account: DEMO.operationsManager,
    ready: (p) => p.getByRole('heading', { name: 'Student List' }),
  },
  {
    name: 'Staff',
    link: 'Staff',
    path: '/staff',
    account: DEMO.operationsManager,
    ready: (p) => p.getByRole('heading', { name: 'Staff List' }),
  },
  {
    name: 'Groups',
    link: 'Groups',
    path: '/groups',
    account: DEMO.operationsManager,
    ready: (p) => p.getByText('Session Progress').first(),
  },
  {
    name: 'Group attendance',
    path: '/groups/1/attendance',
    account: DEMO.operationsManager,
    ready: (p) => p.getByRole('button', { name: 'Save Attendance' }),
  },
  {
    name: 'Calls',
    link: 'Calls',
    path: '/calls',
    account: DEMO.operationsManager,
    ready: (p) => p.getByText('Call Info').first(),
  },
  {
    name: 'Schedule',
    link: 'Schedule',
    path: '/schedule',
    account: DEMO.operationsManager,
    ready: (p) => p.getByText('Level Guide'),
  },
  {
    name: 'Profile',
    path: '/profile',
    account: DEMO.instructor,
    ready: (p) => p.getByRole('button', { name: 'Logout' }),
  },
];

interface Measure {
  jsFiles: number;
  jsBytes: number;
  jsGzip: number;
  otherBytes: number;
  readyMs: number;
}

async function measure(page: Page, url: string, screen: Screen): Promise<Measure> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bodies: Promise<{ js: boolean; body: Buffer }>[] = [];
  page.on('response', (response) => {
    const js = /javascript/.test(response.headers()['content-type'] ?? '');
    bodies.push(
      response
        .body()
        .then((body) => ({ js, body }))
        .catch(() => ({ js, body: Buffer.alloc(0) })),
    );
  });
  const started = Date.now();
  await page.goto(url);
  await screen.ready(page).waitFor({ timeout: 60_000 });
  const readyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  const js = all.filter((item) => item.js);
  return {
    jsFiles: js.length,
    jsBytes: js.reduce((sum, item) => sum + item.body.length, 0),
    jsGzip: js.reduce((sum, item) => sum + gzipSync(item.body, { level: 6 }).length, 0),
    otherBytes: all.filter((item) => !item.js).reduce((sum, item) => sum + item.body.length, 0),
    readyMs,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

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

test('what each screen downloads and how soon it shows', async ({ browser }) => {
  const rows: string[] = [];
  for (const screen of SCREENS) {
    const context = await browser.newContext();
    try {
      if (screen.account) await logIn(await context.newPage(), screen.account);
      const page = await context.newPage();
      const m = await measure(page, screen.path, screen);
      const warm =
        screen.account && screen.path !== '/profile'
          ? String(await warmRevisit(page, screen))
          : '-';
      const hovered = screen.link
        ? String(await hoverPrefetched(await context.newPage(), screen, screen.link))
        : '-';
      rows.push(
        `| ${screen.name.padEnd(17)} | ${screen.path.padEnd(20)} | ${String(m.jsFiles).padStart(8)} | ${kb(m.jsBytes).padStart(7)} | ${kb(m.jsGzip).padStart(7)} | ${kb(m.otherBytes).padStart(8)} | ${String(m.readyMs).padStart(8)} | ${warm.padStart(7)} | ${hovered.padStart(10)} |`,
      );
      console.log(rows.at(-1));
    } finally {
      await context.close();
    }
  }
  console.log(`
| Screen            | Path                 | JS files | JS KB   | JS gzip | Other KB | Cold ms  | Warm ms | Hovered ms |
| ----------------- | -------------------- | -------: | ------: | ------: | -------: | -------: | ------: | ---------: |
${rows.join('\n')}

JS KB: JavaScript unpacked; JS gzip: the same as the built-in server and a CDN send it;
Other KB: HTML, JSON (config, manifests, API answers) and the rest; Cold ms: from navigation
to the screen's content, with the HTTP cache off (cold); Warm ms: back to the screen from
Profile in the same tab (a second visit); Hovered ms: from the click on the screen's header link,
hovered first, in a fresh tab with the HTTP cache off; on this machine.`);
});
