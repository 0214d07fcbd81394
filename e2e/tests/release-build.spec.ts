// Builds the release of remote-groups the releases journeys deploy (tests/releases.spec.ts), once
// per run and outside their journeys: a production build takes a while on two cores. The build is
// the first step of docs/feature-teams.md's "Ship a release, step by step", run as written.
import { expect, test } from '@playwright/test';
import { RELEASE_B, documentedSteps, runDocumentedStep } from '../src/releases';

test(`builds release ${RELEASE_B} of remote-groups with the documented release step`, async () => {
  // pnpm's start-up (through npx where pnpm is not installed) and the build, on a loaded machine.
  test.setTimeout(420_000);
  const [releaseStep] = documentedSteps();
  // The journeys deploy this release of remote-groups: the docs' first step must release it.
  expect(releaseStep).toMatch(/^pnpm --filter remote-groups release .*<version>/);
  const built = await runDocumentedStep(releaseStep!, RELEASE_B);
  expect(built.output).toContain(`Released remote-groups ${RELEASE_B}`);
  expect(built.code).toBe(0);
});
