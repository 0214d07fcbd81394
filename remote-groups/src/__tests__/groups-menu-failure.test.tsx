// A group card's menu whose chunk cannot be fetched: a toast says so, and the button
// fetches it again. A file of its own: a module fetched once stays fetched.
import { screen } from '@testing-library/react';
import { toaster } from 'shared-ui';
import { makeGroupRow, makeUser, page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Groups from '../exposes/Groups';
import { GROUPS_TEXT } from '../features/groups/messages';

// While true, every fetch of the menu's chunk fails (the hover's preload and the click's).
let mockOffline = true;

jest.mock('../features/groups/components/ActionsMenu', () => {
  if (mockOffline) throw new Error('Loading chunk 812 failed.');
  return jest.requireActual('../features/groups/components/ActionsMenu');
});

const api = setupFakeApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  toaster.remove();
});

it('says the menu could not be loaded, and the button tries again', async () => {
  api.on('GET', '/api/groups/', { status: 200, body: page([makeGroupRow()]) });
  signIn(makeUser('operations_manager'));
  const { user } = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });

  await user.click(await screen.findByRole('button', { name: 'Actions for Group 7' }));

  expect(await screen.findByText(GROUPS_TEXT.menuFailed)).toBeVisible();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  mockOffline = false;
  await user.click(screen.getByRole('button', { name: 'Actions for Group 7' }));

  expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
});
