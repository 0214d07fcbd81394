// The calls list (spec section 2 "Calls" and shared list-screen behaviour): the request, the
// cards, the empty state, loading and error states, and Refresh.
import { screen, waitFor, within } from '@testing-library/react';
import { page } from 'shared-domain/factory';
import { UNREACHABLE_API_URL, renderRoute, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
import manifest from '../routes.json';
import {
  CALLS_PATH,
  listQueries,
  makeCall,
  serveCalls,
  userInRole,
} from './support/calls-fixtures';

const api = setupFakeApi();

async function openCalls(role: Parameters<typeof userInRole>[0] = 'operations_manager') {
  signIn(userInRole(role));
  return renderRoute(manifest, 'calls', <Calls />, { apiUrl: api.url, path: '/calls' });
}

it('asks for the first page of ten and shows each call as a card', async () => {
  api.on('GET', CALLS_PATH, { status: 200, body: page([makeCall()]) });
  await openCalls();

  const card = await screen.findByRole('article', { name: 'Omar Khalil' });
  expect(listQueries(api)).toEqual([{ page: '1', limit: '10', search: '' }]);
  expect(within(card).getByText('Call #1')).toBeVisible();
  expect(within(card).getByText('2:30 PM')).toBeVisible();
  expect(within(card).getByText('7 months')).toBeVisible();
  expect(within(card).getByText('Mona Fahmy')).toBeVisible();
  expect(within(card).getByText('Karim Saleh')).toBeVisible();
  expect(within(card).getByText('Sara Hassan')).toBeVisible();
  expect(within(card).getByText('L3')).toBeVisible();
  expect(within(card).getByText('+201001234567')).toBeVisible();
  expect(within(card).getByText('Mar 4, 2025')).toBeVisible();
  expect(within(card).getByText('May 6, 2025')).toBeVisible();
  expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  expect(document.title).toBe('LinguaDesk | Calls');
});

it('shows unassigned staff and a call without students plainly', async () => {
  const call = makeCall({
    instructor: null,
    instructor_name: null,
    supervisor: null,
    supervisor_name: null,
    months: 1,
    students: [],
  });
  api.on('GET', CALLS_PATH, { status: 200, body: page([call]) });
  await openCalls();

  const card = await screen.findByRole('article', { name: 'No caller' });
  expect(within(card).getByText('Not assigned')).toBeVisible();
  expect(within(card).getByText('1 month')).toBeVisible();
  expect(within(card).getByText('No students on this call yet')).toBeVisible();
});

it('says so when there are no calls at all, without Clear search', async () => {
  api.on('GET', CALLS_PATH, { status: 200, body: page([]) });
  await openCalls();

  expect(await screen.findByRole('heading', { name: 'No calls yet' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
});

it('shows a loading state until the calls arrive', async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  api.on('GET', CALLS_PATH, async () => {
    await answered;
    return { status: 200, body: page([makeCall()]) };
  });
  await openCalls();

  expect(screen.getByText('Loading calls...')).toBeVisible();
  answer();
  expect(await screen.findByRole('article', { name: 'Omar Khalil' })).toBeVisible();
  expect(screen.queryByText('Loading calls...')).not.toBeInTheDocument();
});

it("shows the server's detail in a dismissable error banner", async () => {
  api.on('GET', CALLS_PATH, {
    status: 403,
    body: { detail: 'You do not have permission to perform this action.' },
  });
  const { user } = await openCalls();

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('You do not have permission to perform this action.');
  await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("shows 'Failed to load calls' when the server cannot be reached", async () => {
  signIn(userInRole('operations_manager'));
  await renderRoute(manifest, 'calls', <Calls />, { apiUrl: UNREACHABLE_API_URL, path: '/calls' });

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load calls');
});

it('reloads on Refresh and confirms with a toast', async () => {
  let calls = [makeCall()];
  serveCalls(api, () => calls);
  const { user } = await openCalls();
  await screen.findByRole('article', { name: 'Omar Khalil' });

  calls = [...calls, makeCall({ id: 2, instructor_name: 'Laila Nasser' })];
  await user.click(screen.getByRole('button', { name: 'Refresh' }));

  expect(await screen.findByText('Calls refreshed successfully!')).toBeVisible();
  expect(screen.getByRole('article', { name: 'Laila Nasser' })).toBeVisible();
  await waitFor(() => expect(api.calls('GET', CALLS_PATH)).toHaveLength(2));
});
