// The Student List's enrolment: a manager puts a student in a group, moves or removes
// them, and links them to a call; the picker shows each group's fill and the server's refusal.
import { screen, waitFor, within } from '@testing-library/react';
import { makeStudent, page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import type { User } from 'shared-domain';
import Students from '../exposes/Students';
import { INSTRUCTOR, OPS, SARA, makeOpenGroup } from './support/people-fixtures';

const LIST = '/api/student-profiles/';
const api = setupFakeApi();

/** Nour: no group, no call, at level L3 (5). */
const NOUR = makeStudent(21, { group: null, call: null, status: 'waiting' });
const OPEN_GROUP = makeOpenGroup({ id: 8, current_level: 5, students_count: 3, max_capacity: 12 });
const FULL_GROUP = makeOpenGroup({ id: 9, current_level: 5, students_count: 2, max_capacity: 2 });
const HIGHER_GROUP = makeOpenGroup({ id: 10, current_level: 6, max_capacity: null });

async function openStudents(viewer: User = OPS) {
  signIn(viewer);
  const view = await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
  await screen.findByRole('row', { name: /Student21 Test/ });
  return view;
}

beforeEach(() => {
  api.on('GET', LIST, { status: 200, body: page([NOUR, SARA]) });
  api.on('GET', '/api/groups/', {
    status: 200,
    body: page([OPEN_GROUP, FULL_GROUP, HIGHER_GROUP, makeOpenGroup({ id: 3 })]),
  });
});

async function openGroupDialog(
  user: Awaited<ReturnType<typeof openStudents>>['user'],
  name: string,
) {
  await user.click(screen.getByRole('button', { name: `Group of ${name}` }));
  return screen.findByRole('dialog', { name: `Group for ${name}` });
}

describe('placing a student in a group', () => {
  it('lists the groups with their level, schedule and fill, and enrols the chosen one', async () => {
    let enrolled = false;
    api.on('POST', '/api/groups/8/students/', () => {
      enrolled = true;
      return {
        status: 200,
        body: {
          message: '1 student enrolled.',
          group: { ...OPEN_GROUP, students_count: 4 },
          warnings: [],
        },
      };
    });
    const { user } = await openStudents();
    const dialog = await openGroupDialog(user, 'Student21 Test');
    expect(within(dialog).getByText(/Not in a group yet\./)).toBeVisible();
    const picker = within(dialog).getByRole('group', { name: 'Choose a group' });
    const open = await within(picker).findByRole('radio', { name: /Group 8/ });
    expect(open).toHaveAccessibleName(/Group 8 *L3 · Mon\/Thu 6 PM - 8 PM · 3 \/ 12 students/);
    expect(within(picker).getByRole('radio', { name: /Group 9/ })).toHaveAccessibleName(
      /Group 9 *Full *L3 · Mon\/Thu 6 PM - 8 PM · 2 \/ 2 students/,
    );
    const listed = api.requests.filter((r) => r.path === '/api/groups/');
    expect(listed.at(-1)!.query).toMatchObject({ limit: '50' });

    await user.click(open);
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('1 student enrolled.')).toBeVisible();
    expect(api.calls('POST', '/api/groups/8/students/')[0]!.body).toEqual({ students: [21] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(enrolled).toBe(true);
    // The list is read again, with the student's group columns.
    await waitFor(() => expect(api.calls('GET', LIST).length).toBeGreaterThan(1));
  });

  it('warns before sending when the group’s level is not the student’s, and shows the server’s warnings', async () => {
    api.on('POST', '/api/groups/10/students/', {
      status: 200,
      body: {
        message: '1 student enrolled.',
        group: HIGHER_GROUP,
        warnings: ['Student21 Test is at L3; this group is at L4.'],
      },
    });
    const { user } = await openStudents();
    const dialog = await openGroupDialog(user, 'Student21 Test');
    await user.click(await within(dialog).findByRole('radio', { name: /Group 10/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Student21 Test is at L3; this group is at L4.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('1 student enrolled.')).toBeVisible();
    expect(await screen.findByText('Student21 Test is at L3; this group is at L4.')).toBeVisible();
  });

  it('shows a full group’s refusal in the server’s words and keeps the dialog open', async () => {
    api.on('POST', '/api/groups/9/students/', {
      status: 400,
      body: { students: ['This group is full (max capacity 2).'] },
    });
    const { user } = await openStudents();
    const dialog = await openGroupDialog(user, 'Student21 Test');
    await user.click(await within(dialog).findByRole('radio', { name: /Group 9/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This group is full (max capacity 2).',
    );
    expect(screen.getByRole('dialog', { name: 'Group for Student21 Test' })).toBeVisible();
  });

  it('asks for a group before sending', async () => {
    const { user } = await openStudents();
    const dialog = await openGroupDialog(user, 'Student21 Test');
    await within(dialog).findByRole('radio', { name: /Group 8/ });
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a group first.');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('moves a student to another group, or takes them out of theirs', async () => {
    api.on('DELETE', `/api/groups/3/students/${SARA.id}/`, { status: 204 });
    const { user } = await openStudents();
    const dialog = await openGroupDialog(user, 'Sara Hassan');
    expect(within(dialog).getByText(/Now in Group 3 \(L3, 4 PM - 6 PM\)/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeVisible();
    // Their own group is not offered.
    await within(dialog).findByRole('radio', { name: /Group 8/ });
    expect(within(dialog).queryByRole('radio', { name: /Group 3/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove from group' }));
    expect(await screen.findByText('Sara Hassan was removed from Group 3.')).toBeVisible();
    expect(api.calls('DELETE', `/api/groups/3/students/${SARA.id}/`)).toHaveLength(1);
  });

  it('says when the groups cannot be loaded, with Retry', async () => {
    api.on('GET', '/api/groups/', { status: 500, body: { detail: 'Server error.' } });
    const { user } = await openStudents();
    const dialog = await openGroupDialog(user, 'Student21 Test');
    expect(await within(dialog).findByText('Failed to load groups')).toBeVisible();
    api.on('GET', '/api/groups/', { status: 200, body: page([OPEN_GROUP]) });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('radio', { name: /Group 8/ })).toBeVisible();
  });
});

describe('linking a student to a call', () => {
  it('links the chosen call and unlinks the current one', async () => {
    api.on('GET', '/api/calls/', {
      status: 200,
      body: page([
        {
          id: 7,
          time: '14:30:00',
          months: 6,
          instructor: 4,
          instructor_name: 'Omar Khalil',
          supervisor: null,
          supervisor_name: null,
          account_manager: null,
          account_manager_name: null,
          students: [],
          created_at: '2025-09-02T09:00:00.000Z',
          updated_at: '2025-11-21T09:00:00.000Z',
        },
      ]),
    });
    api.on('PATCH', `/api/student-profiles/21/`, { status: 200, body: NOUR });
    api.on('PATCH', `/api/student-profiles/${SARA.id}/`, { status: 200, body: SARA });
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Call of Student21 Test' }));
    let dialog = await screen.findByRole('dialog', { name: 'Call for Student21 Test' });
    const call = await within(dialog).findByRole('radio', { name: /Call 7/ });
    expect(call).toHaveAccessibleName(/2:30 PM · 6 months · Omar Khalil/);
    await user.click(call);
    await user.click(within(dialog).getByRole('button', { name: 'Link call' }));
    expect(await screen.findByText('Call link updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', '/api/student-profiles/21/')[0]!.body).toEqual({ call_id: 7 });

    await user.click(screen.getByRole('button', { name: 'Call of Sara Hassan' }));
    dialog = await screen.findByRole('dialog', { name: 'Call for Sara Hassan' });
    expect(within(dialog).getByText('Linked to Call 7 (2:30 PM)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Unlink call' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `/api/student-profiles/${SARA.id}/`)[0]!.body).toEqual({
        call_id: null,
      }),
    );
  });
});

it('gives instructors and supervisors no enrolment actions', async () => {
  await openStudents(INSTRUCTOR);
  expect(screen.queryByRole('button', { name: /Group of/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Enrolment' })).not.toBeInTheDocument();
});
