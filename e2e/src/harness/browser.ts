// Debian's Chromium, driven by playwright-core: headless, quiet, with a fresh profile per journey.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromium(): void {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing. Install Debian's Chromium: apt-get update && apt-get install -y chromium`,
    );
  }
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the pages, for the failure message of a journey. */
  pageErrors: string[];
  close(): Promise<void>;
}

/** A new Chromium with a fresh --user-data-dir inside the run's folder. */
export async function openBrowser(workDir: string): Promise<Browser> {
  const profiles = path.join(workDir, 'profiles');
  fs.mkdirSync(profiles, { recursive: true });
  const userDataDir = fs.mkdtempSync(path.join(profiles, 'chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  const pageErrors: string[] = [];
  context.on('weberror', (error) => pageErrors.push(error.error().message));
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    pageErrors,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives each test of the calling file its own fresh Chromium, closed after the test; call at the
 * top of a test file and read the returned getter inside the tests.
 */
export function useBrowser(workDir: string): () => Browser {
  let browser: Browser | undefined;
  beforeEach(async () => {
    browser = await openBrowser(workDir);
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is only open inside a test.');
    return browser;
  };
}
