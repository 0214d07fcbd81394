// A group card's menu button draws the menu's chunk when first opened: until then it is
// a plain button of the same name that says it opens a menu; ArrowDown and Enter open it from the
// keyboard, and closing it gives the focus back to the button.
import { act, screen, waitFor } from '@testing-library/react';
import { makeGroupRow, makeUser, page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Groups from '../exposes/Groups';

const api = setupFakeApi();
const MENU_BUTTON = { name: 'Actions for Group 7' };

async function openGroups() {
  api.on('GET', '/api/groups/', { status: 200, body: page([makeGroupRow()]) });
  signIn(makeUser('operations_manager'));
  const view = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
  const button = await screen.findByRole('button', MENU_BUTTON);
  return { ...view, button };
}

it('is a menu button before its menu is fetched', async () => {
  const { button } = await openGroups();

  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it.each(['{ArrowDown}', '{Enter}', ' '])(
  'opens from the keyboard (%s) with the first item highlighted, and closes back to its button',
  async (key) => {
    const { user, button } = await openGroups();
    act(() => button.focus());

    await user.keyboard(key);

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Add students',
      'Update Level',
      'Attendance',
      'Evaluation',
      'Delete',
    ]);
    await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
    // The keyboard is in the menu once it has opened (the menu moves the focus there in the next
    // frame; an Escape pressed before would close it and then lose that focus with the menu).
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.getByRole('button', MENU_BUTTON)).toHaveFocus());
    expect(screen.getByRole('button', MENU_BUTTON)).toHaveAttribute('aria-expanded', 'false');
  },
);
