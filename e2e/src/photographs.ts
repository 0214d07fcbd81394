// The documentation's photographs of the Reports: each at 1440 px, into SCREENSHOT_DIR when set
// (`docs/screenshots` is made this way, docs/reports.md), else among the test's own output.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export async function photograph(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  await page.setViewportSize({ width: 1440, height: 1100 });
  const file = `${name}-1440.png`;
  await page.screenshot({ path: dir ? path.resolve(dir, file) : testInfo.outputPath(file) });
}
