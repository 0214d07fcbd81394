// The Add Group and Edit Group modals (spec sections 2, 5, 6 and 8): validation messages, the hours
// picker, the staff pickers by role, the requests sent and the failure texts.
import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from 'shared-domain';
import { makeGroupRow, makeUser, NO_SESSIONS, page } from 'shared-domain/factory';
import { chooseMenuItem, renderScreen, setupFakeApi, signIn } from 'test-support';
import Groups from '../exposes/Groups';
import { STAFF_BY_ROLE } from './support/groups-fixtures';

const api = setupFakeApi();

// An inactive instructor too, whom the API lists only when is_active is not asked for.
const INACTIVE_INSTRUCTOR = makeUser('instructor', {
  id: 12,
  first_name: 'Yassin',
  last_name: 'Shawky',
  full_name: 'Yassin Shawky',
  is_active: false,
});

function serveStaff() {
  api.on('GET', '/api/users/', ({ query }) => {
    const staff = [...(STAFF_BY_ROLE[query.role ?? ''] ?? [])];
    if (query.role === 'instructor') staff.push(INACTIVE_INSTRUCTOR);
    return {
      status: 200,
      body: page(
        staff.filter(
          (user) => query.is_active === undefined || String(user.is_active) === query.is_active,
        ),
      ),
    };
  });
}

async function openScreen(role: Role = 'operations_manager', groups = [makeGroupRow()]) {
  api.on('GET', '/api/groups/', { status: 200, body: page(groups) });
  serveStaff();
  signIn(makeUser(role));
  const view = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
  await screen.findAllByRole('article');
  return view;
}

type User = Awaited<ReturnType<typeof openScreen>>['user'];

async function openAdd(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add Group' }));
  return screen.findByRole('dialog', { name: 'Add Group' });
}

async function openEdit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Actions for Group 7' }));
  await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Group' });
}

async function pickHours(user: User, dialog: HTMLElement, start: string[], end: string[]) {
  const picker = within(dialog).getByRole('group', { name: 'Hours picker' });
  await user.selectOptions(within(picker).getByRole('combobox', { name: 'Start hour' }), start[0]!);
  await user.selectOptions(
    within(picker).getByRole('combobox', { name: 'Start AM/PM' }),
    start[1]!,
  );
  await user.selectOptions(within(picker).getByRole('combobox', { name: 'End hour' }), end[0]!);
  await user.selectOptions(within(picker).getByRole('combobox', { name: 'End AM/PM' }), end[1]!);
  await user.click(within(picker).getByRole('button', { name: 'Apply' }));
}

describe('Add Group', () => {
  it('requires days and hours and sends nothing without them', async () => {
    const { user } = await openScreen();
    const dialog = await openAdd(user);

    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));

    expect(await within(dialog).findByText('Please select the days')).toBeVisible();
    expect(within(dialog).getByText('Please select the hours')).toBeVisible();
    expect(api.calls('POST', '/api/groups/')).toHaveLength(0);
  });

  it('applies the hours picker only with a start and an end hour', async () => {
    const { user } = await openScreen();
    const dialog = await openAdd(user);
    const picker = within(dialog).getByRole('group', { name: 'Hours picker' });
    const apply = within(picker).getByRole('button', { name: 'Apply' });

    expect(within(picker).getAllByRole('option', { name: /^\d+$/ })).toHaveLength(24);
    expect(apply).toBeDisabled();
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Start hour' }), '4');
    expect(apply).toBeDisabled();
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'End hour' }), '6');
    expect(apply).toBeEnabled();
    await user.click(apply);

    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toHaveValue('4 PM - 6 PM');
  });

  it.each([
    [['6', 'PM'], ['4', 'PM'], 'End time must be after start time'],
    [['8', 'AM'], ['10', 'AM'], 'Hours must be between 10 AM and 10 PM'],
    [['9', 'PM'], ['11', 'PM'], 'Hours must be between 10 AM and 10 PM'],
  ])('refuses %j to %j with "%s"', async (start, end, message) => {
    const { user } = await openScreen();
    const dialog = await openAdd(user);

    await pickHours(user, dialog, start, end);

    // Said by the picker as soon as the range is applied, before Create.
    const picker = within(dialog).getByRole('group', { name: 'Hours picker' });
    expect(await within(picker).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).not.toHaveValue('');
    // Apply checks the hours alone: it does not submit the form (no error for the days yet).
    expect(within(dialog).queryByText('Please select the days')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/groups/')).toHaveLength(0);
  });

  it('loads every assignable role for an operations manager', async () => {
    const { user } = await openScreen('operations_manager');
    const dialog = await openAdd(user);

    const instructor = within(dialog).getByRole('combobox', { name: 'Instructor' });
    await waitFor(() => expect(within(instructor).getAllByRole('option')).toHaveLength(3));
    expect(within(instructor).getByRole('option', { name: 'Laila Mansour' })).toBeInTheDocument();
    // Active staff only: the API would refuse the inactive one.
    expect(within(instructor).queryByRole('option', { name: 'Yassin Shawky' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Supervisor' })).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Account Manager' })).toBeVisible();
    const lookups = api.calls('GET', '/api/users/').map((call) => call.query);
    expect(lookups).toEqual(
      expect.arrayContaining([
        { page: '1', page_size: '1000', role: 'instructor', is_active: 'true' },
        { page: '1', page_size: '1000', role: 'supervisor', is_active: 'true' },
        { page: '1', page_size: '1000', role: 'account_manager', is_active: 'true' },
      ]),
    );
    expect(lookups).toHaveLength(3);
  });

  it('creates the group with the chosen values, then reloads the list', async () => {
    const { user } = await openScreen();
    const created = makeGroupRow({ id: 31, days: 'sun/wed', hours: '2 PM - 4 PM', students: [] });
    api.on('POST', '/api/groups/', { status: 201, body: created });
    const dialog = await openAdd(user);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Days' }), 'sun/wed');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Level' }), 'L1');
    await pickHours(user, dialog, ['2', 'PM'], ['4', 'PM']);
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Max Capacity' }), '8');
    const instructor = within(dialog).getByRole('combobox', { name: 'Instructor' });
    await within(instructor).findByRole('option', { name: 'Laila Mansour' });
    await user.selectOptions(instructor, 'Laila Mansour');
    api.on('GET', '/api/groups/', { status: 200, body: page([makeGroupRow(), created]) });
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));

    expect(await screen.findByText('Group created successfully!')).toBeVisible();
    expect(api.calls('POST', '/api/groups/')[0]?.body).toEqual({
      days: 'sun/wed',
      hours: '2 PM - 4 PM',
      current_level: 3,
      instructor: 5,
      supervisor: null,
      account_manager: null,
      max_capacity: 8,
      ...NO_SESSIONS,
    });
    expect(await screen.findByRole('article', { name: 'Group 31' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Add Group' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/groups/')).toHaveLength(2);
  });

  it('hides the account manager from an account manager, says why, and sends none', async () => {
    const { user } = await openScreen('account_manager');
    api.on('POST', '/api/groups/', { status: 201, body: makeGroupRow({ id: 32 }) });
    const dialog = await openAdd(user);

    expect(within(dialog).queryByRole('combobox', { name: 'Account Manager' })).toBeNull();
    expect(
      within(dialog).getByText('You will be set as the account manager of this group.'),
    ).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Days' }), 'mon/thu');
    await pickHours(user, dialog, ['10', 'AM'], ['12', 'PM']);
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));

    await screen.findByText('Group created successfully!');
    expect(api.calls('POST', '/api/groups/')[0]?.body).not.toHaveProperty('account_manager');
    expect(
      api
        .calls('GET', '/api/users/')
        .map((call) => call.query.role)
        .sort(),
    ).toEqual(['instructor', 'supervisor']);
  });

  it('shows the server validation errors as a toast and on the field', async () => {
    const { user } = await openScreen();
    const clash = 'Omar Khalil already teaches sat/tue 4 PM - 6 PM';
    api.on('POST', '/api/groups/', { status: 400, body: { hours: [clash] } });
    const dialog = await openAdd(user);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Days' }), 'sat/tue');
    await pickHours(user, dialog, ['4', 'PM'], ['6', 'PM']);
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));

    expect(await screen.findByText('Failed to create group')).toBeVisible();
    expect(screen.getByText(`Validation errors: hours: ${clash}`)).toBeVisible();
    expect(within(dialog).getByText(clash)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add Group' })).toBeVisible();
  });

  it('shows the server detail of a refusal', async () => {
    const { user } = await openScreen();
    api.on('POST', '/api/groups/', {
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    const dialog = await openAdd(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Days' }), 'sat/tue');
    await pickHours(user, dialog, ['4', 'PM'], ['6', 'PM']);
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));

    expect(
      await screen.findByText('You do not have permission to perform this action.'),
    ).toBeVisible();
  });

  it('shows the staff lookup failure of the catalogue', async () => {
    const { user } = await openScreen();
    api.on('GET', '/api/users/', { status: 403, body: { detail: 'Forbidden.' } });
    const dialog = await openAdd(user);

    expect(
      await within(dialog).findByText(
        'Access denied. You do not have permission to view staff members.',
      ),
    ).toBeVisible();
  });
});

describe('Edit Group', () => {
  it('starts from the group and still requires days and hours', async () => {
    const { user } = await openScreen();
    const dialog = await openEdit(user);

    const days = within(dialog).getByRole('combobox', { name: 'Days' });
    expect(days).toHaveValue('sat/tue');
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toHaveValue('4 PM - 6 PM');
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveValue('5');
    expect(within(dialog).getByRole('spinbutton', { name: 'Max Capacity' })).toHaveValue(12);
    expect(within(dialog).getByRole('combobox', { name: 'Instructor' })).toHaveValue('4');

    await user.selectOptions(days, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Please select the days')).toBeVisible();
    expect(api.calls('PATCH', '/api/groups/7/')).toHaveLength(0);
  });

  it('sends the changes without touching the sessions, then reloads', async () => {
    const { user } = await openScreen();
    api.on('PATCH', '/api/groups/7/', {
      status: 200,
      body: makeGroupRow({ hours: '6 PM - 8 PM' }),
    });
    const dialog = await openEdit(user);

    await pickHours(user, dialog, ['6', 'PM'], ['8', 'PM']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Supervisor' }), '');
    api.on('GET', '/api/groups/', {
      status: 200,
      body: page([makeGroupRow({ hours: '6 PM - 8 PM' })]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Group updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', '/api/groups/7/')[0]?.body).toEqual({
      days: 'sat/tue',
      hours: '6 PM - 8 PM',
      current_level: 5,
      instructor: 4,
      supervisor: null,
      account_manager: 2,
      max_capacity: 12,
    });
    const card = await screen.findByRole('article', { name: 'Group 7' });
    await waitFor(() => expect(card).toHaveTextContent('6 PM - 8 PM'));
  });

  it('shows the generic update failure without a detail', async () => {
    const { user } = await openScreen();
    api.on('PATCH', '/api/groups/7/', { status: 500 });
    const dialog = await openEdit(user);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update group')).toBeVisible();
  });
});
