// Playwright's global teardown where the production journeys run: the deployment stops and its
// database is dropped (src/production.ts).
import { stopProduction } from './production';

export default async function globalTeardown(): Promise<void> {
  await stopProduction();
}
