// The calls list on the page's data cache: a revisit within the stale time sends nothing, a later
// one refreshes in the background; a change updates the list; signing out empties the cache.
import { act, screen, waitFor, within } from '@testing-library/react';
import { logout } from 'shared-auth';
import type { Call } from 'shared-domain';
import { STALE_TIME_MS } from 'shared-ui/data';
import { createTestQueryClient, renderRoute, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
import manifest from '../routes.json';
import {
  CALLS_PATH,
  listQueries,
  makeCall,
  manyCalls,
  serveCalls,
  userInRole,
} from './support/calls-fixtures';

const api = setupFakeApi();

let calls: Call[];

beforeEach(() => {
  calls = [makeCall()];
  serveCalls(api, () => calls);
});

afterEach(() => jest.restoreAllMocks());

// As the host renders the route: behind its manifest's guard, which a log-out closes.
async function openCalls(queryClient = createTestQueryClient()) {
  signIn(userInRole('operations_manager'));
  return renderRoute(manifest, 'calls', <Calls />, { apiUrl: api.url, queryClient });
}

describe('a revisit', () => {
  it('within the stale time shows the cached calls at once and sends no request', async () => {
    const queryClient = createTestQueryClient();
    const { unmount } = await openCalls(queryClient);
    await screen.findByRole('article', { name: 'Omar Khalil' });
    unmount();

    calls = [...calls, makeCall({ id: 2, instructor_name: 'Laila Nasser' })];
    await openCalls(queryClient);

    expect(screen.getByRole('article', { name: 'Omar Khalil' })).toBeVisible();
    expect(screen.queryByText('Loading calls...')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Laila Nasser' })).not.toBeInTheDocument();
    expect(api.calls('GET', CALLS_PATH)).toHaveLength(1);
  });

  it('after the stale time shows the cached calls at once, then the refreshed ones', async () => {
    const queryClient = createTestQueryClient();
    const { unmount } = await openCalls(queryClient);
    await screen.findByRole('article', { name: 'Omar Khalil' });
    unmount();

    calls = [...calls, makeCall({ id: 2, instructor_name: 'Laila Nasser' })];
    const later = Date.now() + STALE_TIME_MS + 1;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await openCalls(queryClient);

    expect(screen.getByRole('article', { name: 'Omar Khalil' })).toBeVisible();
    expect(screen.queryByText('Loading calls...')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Laila Nasser' })).toBeVisible();
    expect(api.calls('GET', CALLS_PATH)).toHaveLength(2);
  });
});

it('shows a change in the list without a reload by hand, and refetches other cached pages', async () => {
  calls = manyCalls(12);
  api.on('DELETE', `${CALLS_PATH}:id/`, (_request, { id }) => {
    calls = calls.filter((call) => call.id !== Number(id));
    return { status: 204 };
  });
  const { user } = await openCalls();
  await screen.findByRole('article', { name: 'Caller 1' });
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await screen.findByRole('article', { name: 'Caller 11' });
  await user.click(screen.getByRole('button', { name: 'Page 1' }));

  const card = await screen.findByRole('article', { name: 'Caller 3' });
  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Call' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('article', { name: 'Caller 11' })).toBeVisible();
  expect(screen.queryByRole('article', { name: 'Caller 3' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 2' })).toBeVisible();
  // Page 2, cached before the delete, is asked again when opened: its calls moved up by one.
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('article', { name: 'Caller 12' })).toBeVisible();
  expect(listQueries(api).map((query) => query.page)).toEqual(['1', '2', '1', '2']);
});

it('keeps the page on screen while the next one loads', async () => {
  calls = manyCalls(15);
  let answerPageTwo!: () => void;
  const pageTwoHeld = new Promise<void>((resolve) => (answerPageTwo = resolve));
  api.on('GET', CALLS_PATH, async ({ query }) => {
    if (query.page === '2') await pageTwoHeld;
    const number = Number(query.page);
    return {
      status: 200,
      body: {
        count: 15,
        next: null,
        previous: null,
        results: calls.slice((number - 1) * 10, number * 10),
      },
    };
  });
  const { user } = await openCalls();
  await screen.findByRole('article', { name: 'Caller 1' });

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(listQueries(api)).toHaveLength(2));

  expect(screen.getByRole('article', { name: 'Caller 1' })).toBeVisible();
  expect(screen.getAllByRole('article')).toHaveLength(10);
  expect(screen.queryByText('Loading calls...')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  answerPageTwo();
  expect(await screen.findByRole('article', { name: 'Caller 11' })).toBeVisible();
  expect(screen.queryByRole('article', { name: 'Caller 1' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(5);
});

it('empties the cache on log-out, so the next account starts from the server', async () => {
  api.on('POST', '/auth/logout/', { status: 204 });
  const { queryClient } = await openCalls();
  await screen.findByRole('article', { name: 'Omar Khalil' });
  expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

  await act(() => logout());

  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(api.calls('POST', '/auth/logout/')).toHaveLength(1);
});
