// `pnpm bench:web`: what a browser downloads to open each screen of the suite. Starts the suite as
// `pnpm start` does (fresh embedded database, free ports), signs in as the screen's role, then
// opens the screen in a new tab with the HTTP cache off and counts every response: JavaScript
// files, their bytes unpacked and gzipped (as the built-in server and a CDN send them),
// everything else, and the time until the screen's content shows. Prints a table; asserts
// nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { DEMO } from '../src/harness/accounts';
import { openBrowser } from '../src/harness/browser';
import { logIn } from '../src/harness/screens';
import { startSuite } from '../src/harness/suite';

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

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-bench-web-'));
  console.log('Building (when stale) and starting the suite...');
  const suite = await startSuite({ workDir, accessTtlSeconds: 900, readyTimeoutMs: 15 * 60_000 });
  const rows: string[] = [];
  try {
    for (const screen of SCREENS) {
      const browser = await openBrowser(workDir);
      try {
        if (screen.account) await logIn(browser.page, suite.urls.host, screen.account);
        const page = await browser.context.newPage();
        const m = await measure(page, `${suite.urls.host}${screen.path}`, screen);
        rows.push(
          `| ${screen.name.padEnd(17)} | ${screen.path.padEnd(20)} | ${String(m.jsFiles).padStart(8)} | ${kb(m.jsBytes).padStart(7)} | ${kb(m.jsGzip).padStart(7)} | ${kb(m.otherBytes).padStart(8)} | ${String(m.readyMs).padStart(8)} |`,
        );
        console.log(rows.at(-1));
      } finally {
        await browser.close();
      }
    }
  } finally {
    await suite.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`
| Screen            | Path                 | JS files | JS KB   | JS gzip | Other KB | Ready ms |
| ----------------- | -------------------- | -------: | ------: | ------: | -------: | -------: |
${rows.join('\n')}

JS KB: JavaScript unpacked; JS gzip: the same as the built-in server and a CDN send it;
Other KB: HTML, JSON (config, manifests, API answers) and the rest; Ready ms: from navigation
to the screen's content, with the HTTP cache off, on this machine.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
