// Playwright's global setup where the production journeys run: the deployment starts in the
// background while the other journeys begin (src/production.ts).
import { startProduction } from './production';

export default function globalSetup(): void {
  startProduction();
}
