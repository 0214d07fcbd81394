// The accessibility check of the journeys: axe-core (the engine of @axe-core/playwright, already in
// the lockfile) run in the page on what is on screen, its count printed per screen, and a failure
// for any violation, whatever its impact (moderate ones included: every screen is clean).
import { expect, type Page } from '@playwright/test';
// axe-core's whole script as a string, to run in the page.
import { source as AXE_SOURCE } from 'axe-core';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: {
      run: (
        context: Document,
        options: object,
      ) => Promise<{
        violations: {
          id: string;
          impact?: string | null;
          help: string;
          nodes: { target: unknown[] }[];
        }[];
      }>;
    };
  }
}

/** Runs axe on the page as it is (open dialogs and menus included) and prints what it found. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // What is opening (a dialog, the menu) is checked once its entrance animation has ended: half
  // transparent, its text would read as too faint. Endless animations (spinners) are not awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, so no page policy (CSP) stands in the way.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const violations: Violation[] = await page.evaluate(async () => {
    const results = await window.axe!.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  console.log(
    `axe ${screen}: ${violations.length} violation(s), ${serious.length} serious or critical` +
      (violations.length ? ` [${violations.map((v) => `${v.id}:${v.impact}`).join(', ')}]` : ''),
  );
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}
