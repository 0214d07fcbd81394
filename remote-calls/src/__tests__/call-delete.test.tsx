// The delete dialog (spec sections 2 and 8): ask first, delete, toast, reload; a delete that empties
// the last page moves to the last page that still exists.
import { screen, waitFor, within } from '@testing-library/react';
import type { Call } from 'shared-domain';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
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
  calls = [makeCall(), makeCall({ id: 2, instructor_name: 'Laila Nasser', time: '09:15:00' })];
  serveCalls(api, () => calls);
  api.on('DELETE', `${CALLS_PATH}:id/`, (_request, { id }) => {
    calls = calls.filter((call) => call.id !== Number(id));
    return { status: 204 };
  });
});

async function openDelete(caller: string) {
  signIn(userInRole('operations_manager'));
  const view = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
  const card = await screen.findByRole('article', { name: caller });
  await view.user.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Call' });
  return { ...view, dialog };
}

it('asks before deleting, then deletes, confirms with a toast and reloads', async () => {
  const { user, dialog } = await openDelete('Laila Nasser');

  expect(dialog).toHaveTextContent(
    'Delete the call of Laila Nasser at 9:15 AM? This cannot be undone.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Call deleted successfully!')).toBeVisible();
  expect(api.calls('DELETE', `${CALLS_PATH}2/`)).toHaveLength(1);
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Laila Nasser' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('article', { name: 'Omar Khalil' })).toBeVisible();
  expect(api.calls('GET', CALLS_PATH)).toHaveLength(2);
});

it('keeps the call when the dialog is cancelled', async () => {
  const { user, dialog } = await openDelete('Omar Khalil');

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls('DELETE', `${CALLS_PATH}1/`)).toHaveLength(0);
  expect(screen.getByRole('article', { name: 'Omar Khalil' })).toBeVisible();
});

it("reports a refused delete with the server's detail", async () => {
  api.on('DELETE', `${CALLS_PATH}:id/`, {
    status: 403,
    body: { detail: 'You do not have permission to perform this action.' },
  });
  const { user, dialog } = await openDelete('Omar Khalil');

  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(
    await screen.findByText('You do not have permission to perform this action.'),
  ).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Omar Khalil' })).toBeVisible();
});

it("falls back to 'Failed to delete call' without a detail", async () => {
  api.on('DELETE', `${CALLS_PATH}:id/`, { status: 500 });
  const { user, dialog } = await openDelete('Omar Khalil');

  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Failed to delete call')).toBeVisible();
});

it('moves to the last existing page when a delete empties the last page', async () => {
  calls = manyCalls(21);
  signIn(userInRole('operations_manager'));
  const { user } = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
  await screen.findByRole('article', { name: 'Caller 1' });
  await user.click(screen.getByRole('button', { name: 'Page 3' }));

  const card = await screen.findByRole('article', { name: 'Caller 21' });
  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Call' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByRole('article', { name: 'Caller 11' })).toBeVisible();
  expect(screen.getByText('Showing 11 to 20 of 20 results')).toBeVisible();
  expect(listQueries(api).map((query) => query.page)).toEqual(['1', '3', '3', '2']);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});
