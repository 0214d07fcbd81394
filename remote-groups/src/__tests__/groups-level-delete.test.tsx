// The Update Group Level and Delete Group modals (spec sections 2, 7 and 8).
import { screen, waitFor, within } from '@testing-library/react';
import { toaster } from 'shared-ui';
import { makeGroupRow, makeUser, page } from 'shared-domain/factory';
import { chooseMenuItem, renderScreen, setupFakeApi, signIn } from 'test-support';
import Groups from '../exposes/Groups';
import { makeForecastGroup } from './support/groups-fixtures';

const api = setupFakeApi();

async function openAction(action: string, groups = [makeGroupRow()]) {
  api.on('GET', '/api/groups/', { status: 200, body: page(groups) });
  api.on('GET', '/api/groups/7/', { status: 200, body: makeForecastGroup() });
  signIn(makeUser('operations_manager'));
  const view = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
  await view.user.click(await screen.findByRole('button', { name: 'Actions for Group 7' }));
  await chooseMenuItem(view.user, await screen.findByRole('menuitem', { name: action }));
  return view;
}

const SUMMARY = {
  students_passed: 4,
  students_failed: 1,
  students_no_levels: 2,
  students: [
    { id: 21, name: 'Sara Hassan', level: 5, new_level: 6, decision: 'passed' },
    { id: 22, name: 'Omar Nabil', level: 5, new_level: null, decision: 'failed' },
    { id: 23, name: 'Laila Adel', level: 5, new_level: null, decision: 'no_levels' },
  ],
};

/** Updates Group 7 to L4 (its answer: SUMMARY), then places nobody in another group. */
async function updateLevelPlacingNobody() {
  api.on('PATCH', '/api/groups/7/update-level/', {
    status: 200,
    body: {
      message: 'Group level updated successfully.',
      data: { summary: SUMMARY, group: makeGroupRow({ current_level: 6 }) },
    },
  });
  const view = await openAction('Update Level');
  const dialog = await screen.findByRole('dialog', { name: 'Update Group Level' });
  api.on('GET', '/api/groups/', { status: 200, body: page([makeGroupRow({ current_level: 6 })]) });
  await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'New Level' }), 'L4');
  await view.user.click(within(dialog).getByRole('button', { name: 'Update Level' }));
  // Those who passed may be placed in a group of their new level first; not now.
  const placing = await screen.findByRole('dialog', { name: 'Place passed students' });
  await view.user.click(within(placing).getByRole('button', { name: 'Cancel' }));
  // The update reloads the list. Its answer is waited for (the card at its new level): left on
  // its way, it lands after the test's last step on a loaded machine, an update outside act().
  const card = await screen.findByRole('article', { name: 'Group 7' });
  await waitFor(() =>
    expect(within(card).getByRole('group', { name: 'Schedule' })).toHaveTextContent('LevelL4'),
  );
  return view;
}

describe('Update Group Level', () => {
  it('says the step cannot be undone and requires a new level', async () => {
    const { user } = await openAction('Update Level');
    const dialog = await screen.findByRole('dialog', { name: 'Update Group Level' });

    expect(dialog).toHaveTextContent('Group 7 is now at level L3.');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(await within(dialog).findByRole('note', { name: 'Expected outcome' })).toHaveTextContent(
      'Expected outcome by the current scores: Passed: 2, Failed: 2, No levels remaining: 1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Level' }));

    expect(await within(dialog).findByText('Please select a new level')).toBeVisible();
    expect(api.calls('PATCH', '/api/groups/7/update-level/')).toHaveLength(0);
  });

  it('sends the new level, toasts the summary for 5 seconds and reloads', async () => {
    api.on('PATCH', '/api/groups/7/update-level/', {
      status: 200,
      body: {
        message: 'Group level updated successfully.',
        data: { summary: SUMMARY, group: makeGroupRow({ current_level: 6 }) },
      },
    });
    const { user } = await openAction('Update Level');
    const dialog = await screen.findByRole('dialog', { name: 'Update Group Level' });
    api.on('GET', '/api/groups/', {
      status: 200,
      body: page([makeGroupRow({ current_level: 6 })]),
    });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New Level' }), 'L4');
    await user.click(within(dialog).getByRole('button', { name: 'Update Level' }));

    const toast = await screen.findByText('Passed: 4, Failed: 1, No levels remaining: 2');
    expect(toast).toBeVisible();
    expect(screen.getByText('Group level updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', '/api/groups/7/update-level/')[0]?.body).toEqual({
      current_level: 6,
    });
    const [shown] = toaster.getVisibleToasts();
    expect(shown?.duration).toBe(5000);
    // Those who passed may be placed in another group; here they stay.
    const placing = await screen.findByRole('dialog', { name: 'Place passed students' });
    await user.click(within(placing).getByRole('button', { name: 'Cancel' }));
    const card = await screen.findByRole('article', { name: 'Group 7' });
    await waitFor(() =>
      expect(within(card).getByRole('group', { name: 'Schedule' })).toHaveTextContent('LevelL4'),
    );
    expect(screen.queryByRole('dialog', { name: 'Update Group Level' })).not.toBeInTheDocument();
  });

  it('lists the students it decided on, each a link to their history, until dismissed', async () => {
    const { user, location } = await updateLevelPlacingNobody();

    const list = await screen.findByRole('list', { name: 'Students of the level update' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sara Hassan: Moved up to L4',
      'Omar Nabil: Not passed: back to waiting',
      'Laila Adel: Passed, no levels left',
    ]);
    expect(within(list).getByRole('link', { name: 'Sara Hassan' })).toHaveAttribute(
      'href',
      '/students?history=21',
    );
    expect(
      screen.getByText(/^Group level updated successfully!: Group 7\. Passed: 4/),
    ).toBeVisible();

    await user.click(within(list).getByRole('link', { name: 'Omar Nabil' }));
    expect(location()).toBe('/students');
  });

  it('drops the summary when dismissed', async () => {
    const { user } = await updateLevelPlacingNobody();
    await screen.findByRole('list', { name: 'Students of the level update' });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('list', { name: 'Students of the level update' })).toBeNull();
  });

  it.each([
    [
      { status: 400, body: { error: 'Levels must be between 1 and 14' } },
      'Levels must be between 1 and 14',
    ],
    [{ status: 404, body: { detail: 'Not found.' } }, 'Not found.'],
    [{ status: 500 }, 'Failed to update group level'],
  ])('shows the failure %j as "%s"', async (answer, message) => {
    api.on('PATCH', '/api/groups/7/update-level/', answer);
    const { user } = await openAction('Update Level');
    const dialog = await screen.findByRole('dialog', { name: 'Update Group Level' });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New Level' }), 'L4');
    await user.click(within(dialog).getByRole('button', { name: 'Update Level' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Update Group Level' })).toBeVisible();
  });
});

it('says why the forecast is missing when the details cannot be read', async () => {
  api.on('GET', '/api/groups/', { status: 200, body: page([makeGroupRow()]) });
  signIn(makeUser('operations_manager'));
  const { user } = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
  api.on('GET', '/api/groups/7/', { status: 404, body: { detail: 'Not found.' } });
  await user.click(await screen.findByRole('button', { name: 'Actions for Group 7' }));
  await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Update Level' }));

  const dialog = await screen.findByRole('dialog', { name: 'Update Group Level' });
  expect(
    await within(dialog).findByText('Group not found. It may have been deleted.'),
  ).toBeVisible();
});

describe('Delete Group', () => {
  it('asks first, and Cancel deletes nothing', async () => {
    const { user } = await openAction('Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Group' });

    expect(dialog).toHaveTextContent('Are you sure you want to delete Group 7');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', '/api/groups/7/')).toHaveLength(0);
  });

  it('deletes on Delete, then reloads the list', async () => {
    api.on('DELETE', '/api/groups/7/', { status: 204 });
    const { user } = await openAction('Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Group' });
    api.on('GET', '/api/groups/', { status: 200, body: page([]) });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Group deleted successfully!')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeVisible();
    expect(api.calls('DELETE', '/api/groups/7/')).toHaveLength(1);
  });

  it('moves to the last page left when a delete empties the last page', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => makeGroupRow({ id: index + 1 }));
    api.on('GET', '/api/groups/', { status: 200, body: page(eleven) });
    signIn(makeUser('operations_manager'));
    const { user } = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    api.on('DELETE', '/api/groups/11/', { status: 204 });

    await user.click(await screen.findByRole('button', { name: 'Actions for Group 11' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Delete' }));
    api.on('GET', '/api/groups/', { status: 200, body: page(eleven.slice(0, 10)) });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Group' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await screen.findByText('Group deleted successfully!');
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(await within(pager).findByText('Page 1 / 1')).toBeVisible();
    expect(pager).toHaveTextContent('Showing 1-10 of 10');
  });

  it('keeps the group and shows the failure', async () => {
    api.on('DELETE', '/api/groups/7/', { status: 500 });
    const { user } = await openAction('Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Group' });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete group')).toBeVisible();
    expect(screen.getByRole('alertdialog', { name: 'Delete Group' })).toBeVisible();
    expect(api.calls('GET', '/api/groups/')).toHaveLength(1);
  });
});
