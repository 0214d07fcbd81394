// A feature team's page with nothing else running: `pnpm --filter remote-calls dev --mock` serves
// the remote's own page over its mock centre (MSW's service worker in the browser), and no
// production build carries the mock.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '../src/fixtures';
import { ROOT, distOf } from '../src/suite';

/** A port the system hands out and takes back: free for the dev server to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers (the dev server has built and listens), or fails after `ms`. */
async function answering(url: string, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dev --mock exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

test.describe('remote-calls dev --mock', () => {
  // One dev server for both journeys, in one worker.
  test.describe.configure({ mode: 'default', timeout: 240_000 });
  let child: ChildProcess;
  let origin: string;
  let output = '';

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    child = spawn(process.execPath, [path.join(ROOT, 'tooling', 'dev.cjs'), '--mock'], {
      cwd: path.join(ROOT, 'remote-calls'),
      env: { ...process.env, CALLS_PORT: String(port), API_URL: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    // The page's script, not config.json (served before the first build ends): the dev server
    // answers it once webpack has built, so the page then loads without waiting on a compile.
    await answering(`${origin}/main.js`, child, 200_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.slice(-2000)}`);
    });
  });

  test.afterAll(() => {
    child?.kill('SIGTERM');
  });

  test('serves the calls page from the mock centre, with no API', async ({ page, pageErrors }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin)) elsewhere.push(request.url());
    });

    await page.goto(`${origin}/calls`);
    await expect(page.getByText(`against the API at ${origin}/mock-api`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Calls', level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('searchbox', { name: 'Search calls' }).fill('Hany');
    await expect(page.getByText('Found 4 calls matching "Hany"')).toBeVisible();

    // A change lasts while the page does: the call deleted is gone after a refresh of the list.
    const first = page.getByRole('article').first();
    const callId = await first.getByText(/^Call #\d+$/).textContent();
    await first.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Found 3 calls matching "Hany"')).toBeVisible();
    // The "deleted" toast may sit over Refresh and pauses while the pointer is on it: use the keyboard.
    await page.getByRole('button', { name: 'Refresh' }).press('Enter');
    await expect(page.getByText(callId!, { exact: true })).toHaveCount(0);

    // Nothing left the page's own origin: no API (API_URL points nowhere), nothing else running.
    expect(elsewhere).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

test('no production build carries a mock centre or its worker', () => {
  for (const app of ['people', 'groups', 'calls', 'schedule', 'student']) {
    const dir = distOf(app);
    const scripts = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text, `${app}/${file}`).not.toContain('/mock-api');
      expect(text, `${app}/${file}`).not.toContain('mockServiceWorker');
    }
  }
});
