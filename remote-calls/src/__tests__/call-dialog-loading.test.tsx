// The Add Call dialog is a chunk fetched when it opens, not with the list; a chunk that
// cannot be fetched says so, and Retry fetches it again (the loading state itself: shared-ui's
// lazy-dialog.test.tsx, whose chunk answers by hand).
import { screen, within } from '@testing-library/react';
import { LAZY_DIALOG_TEXT } from 'shared-ui/lists';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
import { makeCall, serveCalls, serveStaff, userInRole } from './support/calls-fixtures';

// While true, every fetch of the dialog's chunk fails (the hover's preload and the click's).
let mockOffline = true;
// Whether the list was on the page when the dialog's module was asked for.
const mockRequests: { cards: number }[] = [];

jest.mock('../features/calls/components/CallFormDialog', () => {
  const testing =
    jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  mockRequests.push({ cards: testing.screen.queryAllByRole('article').length });
  if (mockOffline) throw new Error('Loading chunk 4120 failed.');
  return jest.requireActual('../features/calls/components/CallFormDialog');
});

const api = setupFakeApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('asks for the dialog when it opens, says when its chunk failed, and Retry shows the form', async () => {
  serveCalls(api, () => [makeCall()]);
  serveStaff(api);
  signIn(userInRole('operations_manager'));
  const { user } = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
  await screen.findByRole('article', { name: 'Omar Khalil' });
  expect(mockRequests).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Add Call' }));

  const failed = await screen.findByRole('alertdialog', { name: 'Add Call' });
  expect(failed).toHaveTextContent(LAZY_DIALOG_TEXT.failed);
  expect(mockRequests[0]).toEqual({ cards: 1 });

  mockOffline = false;
  await user.click(within(failed).getByRole('button', { name: LAZY_DIALOG_TEXT.retry }));

  const dialog = await screen.findByRole('dialog', { name: 'Add Call' });
  expect(await within(dialog).findByRole('option', { name: 'Laila Nasser' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Save Call' })).toBeVisible();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
