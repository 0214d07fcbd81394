// A group card's sections (spec sections 2, 6 and 9): schedule, staff, capacity with Full or Open,
// session progress, students with tags, additional info, and the menu by role.
import { screen, within } from '@testing-library/react';
import type { Role } from 'shared-domain';
import { makeGroupRow, makeUser, page } from 'shared-domain/factory';
import { chooseMenuItem, renderScreen, setupFakeApi, signIn, type FakeApi } from 'test-support';
import Groups from '../exposes/Groups';

const api = setupFakeApi();

async function openCard(role: Role, group = makeGroupRow()) {
  api.on('GET', '/api/groups/', { status: 200, body: page([group]) });
  signIn(makeUser(role));
  const view = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
  const card = await screen.findByRole('article', { name: `Group ${group.id}` });
  return { ...view, card };
}

function section(card: HTMLElement, name: string | RegExp) {
  return within(card).getByRole('group', { name });
}

/** The section `name` of the card of `group`, as `role` sees it. */
async function openSection(
  name: string,
  group = makeGroupRow(),
  role: Role = 'operations_manager',
) {
  const { card } = await openCard(role, group);
  return section(card, name);
}

/** The card's Actions menu, opened by `role`. */
async function openMenu(role: Role) {
  const view = await openCard(role);
  await view.user.click(within(view.card).getByRole('button', { name: 'Actions for Group 7' }));
  return view;
}

/** A manager presses the button of session `session`; the group update answers `answer`. */
async function pressSession(session: number, answer: Parameters<FakeApi['on']>[2]) {
  api.on('PATCH', '/api/groups/7/', answer);
  const view = await openCard('operations_manager');
  await view.user.click(within(view.card).getByRole('button', { name: `Session ${session}` }));
  return view;
}

it('shows the schedule, the staff and the dates', async () => {
  const { card } = await openCard('operations_manager');

  const schedule = section(card, 'Schedule');
  expect(schedule).toHaveTextContent('DaysSat/Tue (Saturday/Tuesday)');
  expect(schedule).toHaveTextContent('Time4 PM - 6 PM');
  expect(schedule).toHaveTextContent('LevelL3');
  expect(schedule).toHaveTextContent('Sessions9');
  const staff = section(card, 'Staff');
  expect(staff).toHaveTextContent('InstructorOmar Khalil');
  expect(staff).toHaveTextContent('SupervisorDina Saleh');
  expect(staff).toHaveTextContent('Account ManagerKarim Nasser');
  const info = section(card, 'Additional Info');
  expect(info).toHaveTextContent('CreatedSep 2, 2025');
  expect(info).toHaveTextContent('Last UpdatedNov 21, 2025');
});

it('says who is not assigned', async () => {
  const staff = await openSection(
    'Staff',
    makeGroupRow({ supervisor: null, supervisor_name: null }),
  );

  expect(staff).toHaveTextContent('SupervisorNot assigned');
});

describe('capacity: the fill against the limit, the spec percent over 10 without one', () => {
  it('fills against the max capacity, and is Open below it', async () => {
    const capacity = await openSection(
      'Capacity',
      makeGroupRow({ students_count: 3, max_capacity: 12 }),
    );

    expect(capacity).toHaveTextContent('3 / 12 students');
    expect(capacity).toHaveTextContent('25% full');
    expect(within(capacity).getByText('Open')).toBeVisible();
  });

  it.each([
    [1, 1, '100% full', 'Full'],
    [6, 6, '100% full', 'Full'],
    [3, 4, '75% full', 'Open'],
  ])(
    'reads %i of a limit of %i as "%s", not a share of 10, and %s',
    async (count, limit, text, status) => {
      const capacity = await openSection(
        'Capacity',
        makeGroupRow({ students_count: count, max_capacity: limit }),
      );

      expect(capacity).toHaveTextContent(`${count} / ${limit} students`);
      expect(capacity).toHaveTextContent(text);
      expect(capacity).not.toHaveTextContent(`${count * 10}%`);
      expect(within(capacity).getByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        String((count / limit) * 100),
      );
      expect(within(capacity).getByText(status)).toBeVisible();
    },
  );

  it('is always Open without a max capacity, with the spec percent of a class of 10', async () => {
    const capacity = await openSection(
      'Capacity',
      makeGroupRow({ students_count: 15, max_capacity: null }),
    );

    expect(capacity).toHaveTextContent('15 students (no limit)');
    expect(capacity).toHaveTextContent('150% of a class of 10');
    expect(within(capacity).getByText('Open')).toBeVisible();
  });
});

it('lists the students with their tags, and phones for managers', async () => {
  const students = await openSection('Students (2)', makeGroupRow(), 'account_manager');

  const [sara, youssef] = within(students).getAllByRole('listitem');
  expect(sara).toHaveTextContent('Sara Hassan');
  expect(sara).toHaveTextContent('+201001234567');
  expect(sara).toHaveTextContent('3 levels left');
  expect(youssef).toHaveTextContent('No levels left');
});

it('hides student phones from supervisors and instructors', async () => {
  const students = await openSection('Students (2)', makeGroupRow(), 'supervisor');

  expect(students).not.toHaveTextContent('+2010');
});

it('says when a group has no students', async () => {
  const students = await openSection(
    'Students (0)',
    makeGroupRow({ students: [], students_count: 0 }),
  );

  expect(students).toHaveTextContent('No students in this group yet');
});

describe('the card menu (spec section 6)', () => {
  it.each(['operations_manager', 'account_manager'] as const)(
    'offers the %s every action',
    async (role) => {
      await openMenu(role);

      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Edit',
        'Add students',
        'Update Level',
        'Attendance',
        'Evaluation',
        'Delete',
      ]);
    },
  );

  it.each(['supervisor', 'instructor'] as const)('offers the %s no actions', async (role) => {
    await openMenu(role);

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['No actions available']);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Add Group' })).not.toBeInTheDocument();
  });

  it.each([
    ['Evaluation', '/groups/7/evaluation'],
    ['Attendance', '/groups/7/attendance'],
  ])('opens the %s page of the group', async (action, path) => {
    const { user, location } = await openMenu('operations_manager');

    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: action }));

    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(location()).toBe(path);
  });
});

describe('session progress', () => {
  it('counts the completed sessions and marks their buttons', async () => {
    const progress = await openSection('Session Progress');
    expect(progress).toHaveTextContent('3 / 9 sessions completed');
    expect(within(progress).getByRole('button', { name: 'Session 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(progress).getByRole('button', { name: 'Session 4' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('toggles a session through the group update, then reloads the list', async () => {
    let group = makeGroupRow();
    api.on('PATCH', '/api/groups/7/', ({ body }) => {
      group = { ...group, ...(body as object) };
      return { status: 200, body: group };
    });
    const { card, user } = await openCard('operations_manager');
    api.on('GET', '/api/groups/', () => ({ status: 200, body: page([group]) }));

    await user.click(within(card).getByRole('button', { name: 'Session 4' }));

    expect(await screen.findByText('4 / 9 sessions completed')).toBeVisible();
    expect(api.calls('PATCH', '/api/groups/7/')[0]?.body).toEqual({ session_four: true });
    expect(await screen.findByText('Group updated successfully!')).toBeVisible();
    expect(api.calls('GET', '/api/groups/')).toHaveLength(2);

    await user.click(within(card).getByRole('button', { name: 'Session 4' }));
    expect(await screen.findByText('3 / 9 sessions completed')).toBeVisible();
    expect(api.calls('PATCH', '/api/groups/7/')[1]?.body).toEqual({ session_four: false });
  });

  it('shows the update failure of the catalogue', async () => {
    await pressSession(5, { status: 404, body: { detail: 'Not found.' } });

    expect(await screen.findByText('Not found.')).toBeVisible();
  });

  it('shows a 400 with its "Validation errors: ..." line', async () => {
    await pressSession(5, { status: 400, body: { session_five: ['Must be a valid boolean.'] } });

    expect(await screen.findByText('Failed to update group')).toBeVisible();
    expect(
      screen.getByText('Validation errors: session_five: Must be a valid boolean.'),
    ).toBeVisible();
  });

  it('keeps the buttons disabled for supervisors and instructors', async () => {
    const { card } = await openCard('instructor');

    expect(within(card).getByRole('button', { name: 'Session 1' })).toBeDisabled();
  });
});
