// A remote's `dev --mock` page: the remote's mock centre served by MSW's service worker in the
// browser, on the page's own origin under /mock-api (config.json's API_URL says so in that mode),
// so a feature team works on its screens with no API, database or other app running. The worker
// script is served by the dev server (tooling/federation.cjs) from the msw package itself.
import { setupWorker } from 'msw/browser';
import type { DemoAccount } from 'shared-ui/standalone';
import { serveDemoLogIn } from '../demo-api';
import { createFakeApi } from '../fake-api';
import { type MockCentre, mockCentre } from './centre';

export const MOCK_API_PATH = '/mock-api';

/** Starts the worker; resolves once it answers, before the page's first request. */
async function startMockApi(centre: MockCentre): Promise<void> {
  const worker = setupWorker();
  const api = createFakeApi(worker, `${window.location.origin}${MOCK_API_PATH}`);
  serveDemoLogIn(api, centre.demoAccount, centre.user);
  centre.serve(api);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // The page's own scripts, config.json and the federation files go to the dev server.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  console.info(
    `LinguaDesk mock API: ${api.url} answers from memory (sign in as ${centre.demoAccount.email} / ${centre.demoAccount.password}); changes last until the page reloads.`,
  );
}

/** Starts a `dev --mock` page's mock API (its bootstrap's `before`), signed in as `account`. */
export function startMockCentre(account: DemoAccount): Promise<void> {
  return startMockApi(mockCentre(account));
}
