// A group card's Activity: the latest changes of the group's record, who made them and when, in a
// side panel, with its loading, empty and failure states.
import { screen, waitFor, within } from '@testing-library/react';
import { formatLongDateTime, type AuditEntry } from 'shared-domain';
import { makeAuditEntry, makeGroupRow, makeUser, page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Groups from '../exposes/Groups';

const api = setupFakeApi();
const ACTIVITY = '/api/groups/7/activity/';

const CHANGE: AuditEntry = makeAuditEntry({
  id: 12,
  action: 'group.level_up',
  record_id: 7,
  changes: {
    current_level: { before: 5, after: 6 },
    session_one: { before: true, after: false },
  },
});

async function openActivity(role: 'operations_manager' | 'instructor' = 'operations_manager') {
  api.on('GET', '/api/groups/', { status: 200, body: page([makeGroupRow()]) });
  signIn(makeUser(role));
  const view = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
  const card = await screen.findByRole('article', { name: 'Group 7' });
  await view.user.click(within(card).getByRole('button', { name: 'Activity of Group 7' }));
  return { ...view, panel: await screen.findByRole('dialog', { name: 'Activity of Group 7' }) };
}

it('shows who changed the group and when, with each field before and after', async () => {
  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 1, next: null, previous: null, results: [CHANGE] },
  });
  const { panel } = await openActivity('instructor');

  const list = await within(panel).findByRole('list', { name: 'Activity of Group 7' });
  // The first item is the change; its fields are the items of a list inside it.
  const [item] = within(list).getAllByRole('listitem');
  expect(item).toHaveTextContent(
    `Group level updatedDana Ops (Operations Manager) · ${formatLongDateTime(CHANGE.at)}` +
      'Current level: L3 → L4Session one: Yes → No',
  );
  expect(api.calls('GET', ACTIVITY)).toHaveLength(1);
});

it('names the staff a change assigns and lists the sessions in their order', async () => {
  // As the API answers it: the changes in jsonb's key order (shortest first), the people by name.
  const change = makeAuditEntry({
    id: 13,
    record_id: 7,
    changes: {
      session_one: { before: false, after: true },
      session_six: { before: false, after: true },
      session_two: { before: false, after: true },
      session_four: { before: false, after: true },
      instructor_id: { before: null, after: 4 },
      supervisor_id: { before: 5, after: 9 },
      account_manager_id: { before: 6, after: null },
    },
    names: {
      instructor_id: { before: null, after: 'Sara Haddad' },
      supervisor_id: { before: 'Omar Nabil', after: null },
      account_manager_id: { before: 'Lina Saleh', after: null },
    },
  });
  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 1, next: null, previous: null, results: [change] },
  });
  const { panel } = await openActivity();

  const list = await within(panel).findByRole('list', { name: 'Activity of Group 7' });
  const [item] = within(list).getAllByRole('listitem');
  expect(
    within(item!)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual([
    'Instructor: - → Sara Haddad',
    // An account deleted without a trace is named as such, never by its id.
    'Supervisor: Omar Nabil → Removed account',
    'Account manager: Lina Saleh → -',
    'Session one: No → Yes',
    'Session two: No → Yes',
    'Session four: No → Yes',
    'Session six: No → Yes',
  ]);
});

it('says when nothing is recorded yet', async () => {
  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 0, next: null, previous: null, results: [] },
  });
  const { panel } = await openActivity();
  expect(await within(panel).findByText('No changes recorded yet.')).toBeVisible();
});

it('shows a refused read with the catalogue’s words and Try again', async () => {
  api.on('GET', ACTIVITY, { status: 403, body: { detail: 'You do not have permission.' } });
  const { panel, user } = await openActivity('instructor');
  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent(/permission/i);

  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 1, next: null, previous: null, results: [CHANGE] },
  });
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(within(panel).getByRole('list', { name: 'Activity of Group 7' })).toBeVisible(),
  );
});
