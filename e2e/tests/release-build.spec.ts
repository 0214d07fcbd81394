// Builds the release of remote-groups the releases journeys deploy (tests/releases.spec.ts), once
// per run and outside their journeys: a production build takes a while on two cores.
import { expect, test } from '@playwright/test';
import { RELEASE_B, release } from '../src/releases';

test(`builds release ${RELEASE_B} of remote-groups`, async () => {
  test.setTimeout(300_000);
  const built = await release('remote-groups', RELEASE_B);
  expect(built.output).toContain(`Released remote-groups ${RELEASE_B}`);
  expect(built.code).toBe(0);
});
