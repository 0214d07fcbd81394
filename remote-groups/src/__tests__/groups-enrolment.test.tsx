// Enrolment from the Groups screen: a card's Add students, and placing the students who
// passed a level update in a group of their new level in one step.
import { screen, waitFor, within } from '@testing-library/react';
import type { GroupRow } from 'shared-domain';
import { makeGroupRow, makeStudentProfile, makeUser, page } from 'shared-domain/factory';
import { chooseMenuItem, renderScreen, setupFakeApi, signIn } from 'test-support';
import Groups from '../exposes/Groups';
import { makeForecastGroup } from './support/groups-fixtures';

const api = setupFakeApi();

/** Laila, waiting for a group, at L3 like group 7; Hany at L1, in group 2. */
const LAILA = makeStudentProfile(
  makeUser('student', {
    id: 31,
    first_name: 'Laila',
    last_name: 'Nabil',
    full_name: 'Laila Nabil',
  }),
  { current_level: 5, group: null, status: 'waiting' },
);
const HANY = makeStudentProfile(
  makeUser('student', { id: 32, first_name: 'Hany', last_name: 'Fouad', full_name: 'Hany Fouad' }),
  { current_level: 3 },
);
const IN_GROUP_7 = makeStudentProfile(
  makeUser('student', {
    id: 14,
    first_name: 'Sara',
    last_name: 'Hassan',
    full_name: 'Sara Hassan',
  }),
  { group: { ...makeStudentProfile().group!, id: 7 } },
);

async function openAction(action: string, groups: GroupRow[] = [makeGroupRow()]) {
  api.on('GET', '/api/groups/', { status: 200, body: page(groups) });
  api.on('GET', '/api/groups/7/', { status: 200, body: makeForecastGroup() });
  api.on('GET', '/api/student-profiles/', { status: 200, body: page([LAILA, HANY, IN_GROUP_7]) });
  signIn(makeUser('operations_manager'));
  const view = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
  await view.user.click(await screen.findByRole('button', { name: 'Actions for Group 7' }));
  await chooseMenuItem(view.user, await screen.findByRole('menuitem', { name: action }));
  return view;
}

describe('Add students', () => {
  it('shows the fill, offers students outside the group and adds the chosen ones', async () => {
    api.on('POST', '/api/groups/7/students/', {
      status: 200,
      body: {
        message: '2 students enrolled.',
        group: makeGroupRow({ students_count: 4 }),
        warnings: ['Hany Fouad is at L1; this group is at L3.'],
      },
    });
    const { user } = await openAction('Add students');
    const dialog = await screen.findByRole('dialog', { name: 'Add students to Group 7' });
    expect(dialog).toHaveTextContent('Group 7 · L3 · 2 / 12 students');
    const laila = await within(dialog).findByRole('checkbox', { name: /Laila Nabil/ });
    expect(laila).toHaveAccessibleName(/L3 · No group · Waiting/);
    expect(within(dialog).queryByRole('checkbox', { name: /Sara Hassan/ })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/student-profiles/').at(-1)!.query).toMatchObject({
      page_size: '50',
    });

    await user.click(laila);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Hany Fouad/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Hany Fouad is at L1; this group is at L3.',
    );
    api.on('GET', '/api/groups/', {
      status: 200,
      body: page([makeGroupRow({ students_count: 4 })]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add to group' }));

    expect(await screen.findByText('2 students enrolled.')).toBeVisible();
    expect(api.calls('POST', '/api/groups/7/students/')[0]!.body).toEqual({ students: [31, 32] });
    const card = await screen.findByRole('article', { name: 'Group 7' });
    await waitFor(() =>
      expect(within(card).getByRole('group', { name: 'Capacity' })).toHaveTextContent(
        '4 / 12 students',
      ),
    );
  });

  it('shows a full group’s refusal in the server’s words', async () => {
    api.on('POST', '/api/groups/7/students/', {
      status: 400,
      body: { students: ['This group is full (max capacity 2).'] },
    });
    const { user } = await openAction('Add students');
    const dialog = await screen.findByRole('dialog', { name: 'Add students to Group 7' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Laila Nabil/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This group is full (max capacity 2).',
    );
  });

  it('asks for a student before sending', async () => {
    const { user } = await openAction('Add students');
    const dialog = await screen.findByRole('dialog', { name: 'Add students to Group 7' });
    await within(dialog).findByRole('checkbox', { name: /Laila Nabil/ });
    await user.click(within(dialog).getByRole('button', { name: 'Add to group' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one student.');
    expect(api.calls('POST', '/api/groups/7/students/')).toHaveLength(0);
  });
});

describe('after a level update', () => {
  const SUMMARY = {
    students_passed: 2,
    students_failed: 1,
    students_no_levels: 0,
    students: [
      { id: 14, name: 'Sara Hassan', level: 5, new_level: 6, decision: 'passed' as const },
      { id: 15, name: 'Youssef Adel', level: 5, new_level: 6, decision: 'passed' as const },
      { id: 16, name: 'Nour Ali', level: 5, new_level: null, decision: 'failed' as const },
    ],
  };
  const AT_L4 = makeGroupRow({ id: 20, current_level: 6, students_count: 1, max_capacity: 10 });
  const OTHER_LEVEL = makeGroupRow({ id: 21, current_level: 9 });

  async function updateLevel(
    summary = SUMMARY,
    students = makeGroupRow().students,
    groups = [makeGroupRow(), AT_L4, OTHER_LEVEL],
  ) {
    api.on('PATCH', '/api/groups/7/update-level/', {
      status: 200,
      body: {
        message: 'Group level updated successfully.',
        data: { summary, group: makeGroupRow({ current_level: 6, students }) },
      },
    });
    const view = await openAction('Update Level', groups);
    const dialog = await screen.findByRole('dialog', { name: 'Update Group Level' });
    await view.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'New Level' }),
      'L4',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Level' }));
    return view;
  }

  it('places the students who passed in a group of their new level in one step', async () => {
    api.on('POST', '/api/groups/20/students/', {
      status: 200,
      body: { message: '2 students enrolled.', group: AT_L4, warnings: [] },
    });
    const { user } = await updateLevel();
    const dialog = await screen.findByRole('dialog', { name: 'Place passed students' });
    expect(dialog).toHaveTextContent(
      'Passed to L4: Sara Hassan, Youssef Adel. They stay in this group unless placed in another.',
    );
    const picker = within(dialog).getByRole('group', { name: 'Choose a group of their new level' });
    const target = await within(picker).findByRole('radio', { name: /Group 20/ });
    expect(target).toHaveAccessibleName(/1 \/ 10 students/);
    expect(within(picker).getAllByRole('radio')).toHaveLength(1);
    await user.click(target);
    await user.click(within(dialog).getByRole('button', { name: 'Place 2 students' }));
    expect(await screen.findByText('2 students enrolled.')).toBeVisible();
    expect(api.calls('POST', '/api/groups/20/students/')[0]!.body).toEqual({ students: [14, 15] });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Place passed students' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says when no other group is at the new level', async () => {
    await updateLevel(SUMMARY, makeGroupRow().students, [makeGroupRow(), OTHER_LEVEL]);
    const dialog = await screen.findByRole('dialog', { name: 'Place passed students' });
    expect(await within(dialog).findByText('No other group is at L4 yet.')).toBeVisible();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('offers nothing to place when nobody passed', async () => {
    await updateLevel(
      {
        students_passed: 0,
        students_failed: 2,
        students_no_levels: 0,
        students: [
          { id: 14, name: 'Sara Hassan', level: 5, new_level: null, decision: 'failed' },
          { id: 15, name: 'Youssef Adel', level: 5, new_level: null, decision: 'failed' },
        ],
      },
      [],
    );
    expect(await screen.findByText('Passed: 0, Failed: 2, No levels remaining: 0')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Place passed students' })).not.toBeInTheDocument();
  });
});
