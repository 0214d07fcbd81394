// `pnpm bench:web`: what a browser downloads to open each screen of the suite. Playwright starts the
// suite as `pnpm start` does (fresh embedded database, free ports; bench/playwright.config.ts);
// for each screen a fresh browser context signs in as the screen's role, then opens the screen in
// a new tab with the HTTP cache off and counts every response: JavaScript files, their bytes
// unpacked and gzipped (as the built-in server and a CDN send them), everything else, and the
// time until the screen's content shows. Prints a table; asserts nothing.
import { gzipSync } from 'node:zlib';
import { test, type Page } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { logIn } from '../src/screens';

interface Screen {
  name: string;
  path: string;
  /** Signs in first; a visitor's screen has none. */
  account?: string;
  /** Text that shows once the screen's content is there. */
  ready: (page: Page) => ReturnType<Page['getByText']>;
}

const SCREENS: Screen[] = [
  {
    name: 'Log in (visitor)',
    path: '/login',
    ready: (p) => p.getByRole('button', { name: 'Sign In', exact: true }),
  },
  {
    name: 'Student dashboard',
    path: '/',
    account: DEMO.student,
    ready: (p) => p.getByRole('heading', { name: /^Welcome back, / }),
  },
  {
    name: 'Overview',
    path: '/',
    account: DEMO.operationsManager,
    ready: (p) => p.getByText('Total Students'),
  },
  {
    name: 'Students',
    path: '/students',
    account: DEMO.operationsManager,
    ready: (p) => p.getByRole('heading', { name: 'Student List' }),
  },
  {
    name: 'Staff',
    path: '/staff',
    account: DEMO.operationsManager,
    ready: (p) => p.getByRole('heading', { name: 'Staff List' }),
  },
  {
    name: 'Groups',
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
    path: '/calls',
    account: DEMO.operationsManager,
    ready: (p) => p.getByText('Call Info').first(),
  },
  {
    name: 'Schedule',
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

test('what each screen downloads and how soon it shows', async ({ browser }) => {
  const rows: string[] = [];
  for (const screen of SCREENS) {
    const context = await browser.newContext();
    try {
      if (screen.account) await logIn(await context.newPage(), screen.account);
      const page = await context.newPage();
      const m = await measure(page, screen.path, screen);
      rows.push(
        `| ${screen.name.padEnd(17)} | ${screen.path.padEnd(20)} | ${String(m.jsFiles).padStart(8)} | ${kb(m.jsBytes).padStart(7)} | ${kb(m.jsGzip).padStart(7)} | ${kb(m.otherBytes).padStart(8)} | ${String(m.readyMs).padStart(8)} |`,
      );
      console.log(rows.at(-1));
    } finally {
      await context.close();
    }
  }
  console.log(`
| Screen            | Path                 | JS files | JS KB   | JS gzip | Other KB | Ready ms |
| ----------------- | -------------------- | -------: | ------: | ------: | -------: | -------: |
${rows.join('\n')}

JS KB: JavaScript unpacked; JS gzip: the same as the built-in server and a CDN send it;
Other KB: HTML, JSON (config, manifests, API answers) and the rest; Ready ms: from navigation
to the screen's content, with the HTTP cache off, on this machine.`);
});
