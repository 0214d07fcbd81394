// A remote on its own page, as its standalone bootstrap shows it: the fake API's demo log-in
// routes and the StandaloneShell with the remote's routes (the tests every remote's page shares
// are in demo-log-in.tsx), so a remote's standalone.test.tsx says only what its signed-in page shows.
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, initSession } from 'shared-auth';
import type { User } from 'shared-domain';
import { type DemoAccount, StandaloneShell } from 'shared-ui/standalone';
import { serveDemoLogIn } from './demo-api';
import type { FakeApi } from './fake-api';
import { mockCentre } from './mock/centre';
import { createTestQueryClient, setupFakeApi } from './render';

export interface StandaloneRemote {
  /** The remote's STANDALONE_TITLE. */
  title: string;
  demoAccount: DemoAccount;
  /** The remote's <Route> elements, as its standalone bootstrap mounts them. */
  routes: ReactNode;
  /** Who GET /api/me/ says the demo account is. */
  user: User;
}

export interface Standalone {
  api: FakeApi;
  remote: StandaloneRemote;
  /** Opens the page at `path`, signed out; resolves once the toaster has started, inside act(). */
  open(path?: string): Promise<void>;
}

/**
 * A fresh fake API per test serving the demo log-in, and the remote's page to open. Call at the
 * top of the file; add the remote's own data routes in a beforeEach.
 */
export function setupStandalone(remote: StandaloneRemote): Standalone {
  const api = setupFakeApi();
  beforeEach(() => {
    serveDemoLogIn(api, remote.demoAccount, remote.user);
    configureApi({ baseUrl: api.url });
  });
  async function open(path = '/') {
    initSession();
    render(
      <MemoryRouter initialEntries={[path]}>
        <StandaloneShell
          title={remote.title}
          demoAccount={remote.demoAccount}
          queryClient={createTestQueryClient()}
        >
          {remote.routes}
        </StandaloneShell>
      </MemoryRouter>,
    );
    // eslint-disable-next-line testing-library/no-unnecessary-act -- flushes the start-up microtask of Chakra's zag machines inside act(), as open() promises; without it React reports updates outside act()
    await act(async () => {});
  }
  return { api, remote, open };
}

/**
 * The remote's `dev --mock` page: its own page over the suite's one mock centre, signed in as its
 * demo account, the routes the browser's service worker serves, here in the test's process.
 */
export function setupMockPage(
  title: string,
  demoAccount: DemoAccount,
  routes: ReactNode,
): Standalone {
  const centre = mockCentre(demoAccount);
  const standalone = setupStandalone({ title, demoAccount, routes, user: centre.user });
  beforeEach(() => centre.serve(standalone.api));
  return standalone;
}

/** Logs out from the top bar: back on the demo log-in, the server told, the token gone. */
export async function logOutOfStandalone(api: FakeApi): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Demo log-in' })).toBeVisible();
  expect(api.calls('POST', '/auth/logout/')).toHaveLength(1);
  expect(window.localStorage.getItem('access_token')).toBeNull();
}

/** Signs the demo account in from the log-in form the page opened on. */
export async function signInWithDemoAccount(): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
}
