// A feature team follows docs/feature-teams.md's "Ship a release, step by step" while a page of the
// suite is open: the journey reads the block and runs its commands as written (the release step is
// release-build.spec.ts's, so the build happens once per run), checking after each what the team
// expects to see, in the page and in the commands' output.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../src/fixtures';
import {
  RELEASE_B,
  type ScriptRun,
  documentedSteps,
  releaseFolder,
  resetDeployment,
  runDocumentedStep,
} from '../src/releases';
import { mainNav, openHome } from '../src/screens';
import { ROOT, urls } from '../src/suite';
import { groupsReleaseLine, revisitGroups } from '../src/visits';

// The journey leaves the deployment as the suite started it.
test.afterEach(resetDeployment);

/** Who a deploy names, as docs/feature-teams.md says: the checkout's git user, else $USER. */
function deployer(): string {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: ROOT, encoding: 'utf8' });
    if (name.trim()) return name.trim();
  } catch {
    // No git user configured.
  }
  return process.env.USER || os.userInfo().username;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the documented feature-team steps, run as written, reach an open page', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  const [releaseStep, ...steps] = documentedSteps();
  const previous = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'remote-groups', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const manifestUrl = `${urls.cdn}/groups/${RELEASE_B}/mf-manifest.json`;
  const who = deployer();
  const when = /(\d{4}-\d\d-\d\dT[\d:.]+Z)/;

  // Step 1, the release (run by release-build.spec.ts): it exists, under the version it was given.
  expect(releaseStep).toMatch(/^pnpm --filter remote-groups release .*<version>/);
  const record = JSON.parse(
    fs.readFileSync(path.join(releaseFolder('groups', RELEASE_B), 'release.json'), 'utf8'),
  ) as { package: string; version: string };
  expect(record).toMatchObject({ package: 'remote-groups', version: RELEASE_B });

  await mainNav(page).getByRole('link', { name: 'Groups' }).click();
  await expect(groupsReleaseLine(page, previous)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { linguadeskShellMark: true }));
  // When the step under way started, and when the deploy step ran (status and releases name it).
  let started = 0;
  let deployWindow = [0, 0];
  let deployedAt = '';

  // What each remaining step must do, in the docs' order; a step the docs add, drop or reorder
  // fails here rather than running unchecked.
  const checks: { step: RegExp; check: (run: ScriptRun) => Promise<void> }[] = [
    {
      step: /^node scripts\/deploy\.mjs deploy groups <version>$/,
      check: async (run) => {
        deployWindow = [started, Date.now()];
        expect(run.output).toContain(manifestUrl);
        await revisitGroups(page);
        await expect(groupsReleaseLine(page, RELEASE_B)).toBeVisible();
      },
    },
    {
      step: /^node scripts\/deploy\.mjs status$/,
      check: async (run) => {
        const line = new RegExp(
          `^remote-groups: ${RELEASE_B}  ${escape(manifestUrl)}  deployed by ${escape(who)} at ${when.source}$`,
          'm',
        ).exec(run.output);
        expect(line, run.output).not.toBeNull();
        deployedAt = line![1]!;
        expect(Date.parse(deployedAt)).toBeGreaterThanOrEqual(deployWindow[0]!);
        expect(Date.parse(deployedAt)).toBeLessThanOrEqual(deployWindow[1]!);
      },
    },
    {
      step: /^node scripts\/deploy\.mjs releases groups$/,
      check: async (run) => {
        expect(run.output).toMatch(
          new RegExp(
            `^\\s*\\* ${RELEASE_B}  built .*  deployed by ${escape(who)} at ${escape(deployedAt)}$`,
            'm',
          ),
        );
      },
    },
    {
      step: /^node scripts\/deploy\.mjs rollback groups$/,
      check: async () => {
        await revisitGroups(page);
        await expect(groupsReleaseLine(page, previous)).toBeVisible();
        await expect(groupsReleaseLine(page, RELEASE_B)).toHaveCount(0);
      },
    },
  ];
  expect(steps).toHaveLength(checks.length);
  for (const [index, { step, check }] of checks.entries()) {
    const command = steps[index]!;
    expect(command).toMatch(step);
    started = Date.now();
    const run = await runDocumentedStep(command, RELEASE_B);
    expect(run.code, `${command}\n${run.output}`).toBe(0);
    await check(run);
  }

  // Every step reached the page open since the start, never reloaded.
  expect(
    await page.evaluate(
      () => (window as { linguadeskShellMark?: boolean }).linguadeskShellMark === true,
    ),
  ).toBe(true);
  expect(pageErrors).toEqual([]);
});
