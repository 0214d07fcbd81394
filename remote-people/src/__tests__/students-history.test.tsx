// A student's history from the Student List: the name opens a side panel with the levels the
// student finished and the Activity of their records (who changed what, when), older changes a
// page at a time; loading, empty and failure states; ?history=<id> opens it from a link.
import { screen, waitFor, within } from '@testing-library/react';
import { formatLongDateTime, type AuditEntry } from 'shared-domain';
import {
  makeAuditEntry,
  makeLevelHistoryEntry,
  makeStudentProfileDetail,
  makeUser,
  page,
} from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Students from '../exposes/Students';
import { OPS, SARA } from './support/people-fixtures';

const api = setupFakeApi();
const ID = SARA.id;
const ACTIVITY = `/api/student-profiles/${ID}/activity/`;

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return makeAuditEntry({
    id: 41,
    actor_id: OPS.id,
    action: 'student.update',
    resource: 'student',
    record_id: ID,
    student_id: ID,
    changes: { current_level: { before: 4, after: 5 } },
    record_name: 'Sara Hassan',
    student_name: 'Sara Hassan',
    ...overrides,
  });
}

const EVALUATION = entry({
  id: 40,
  at: '2025-11-19T09:30:00.000Z',
  action: 'evaluation.update',
  resource: 'evaluation',
  changes: { oral: { before: 20, after: 36 }, total_score: { before: 50, after: 66 } },
});

function answerList() {
  api.on('GET', '/api/student-profiles/', { status: 200, body: page([SARA], 1) });
  // A manager's panel reads the student's ledger too (students-payment.test.tsx shows it).
  api.on('GET', `/api/student-profiles/${ID}/ledger/`, {
    status: 200,
    body: {
      student_id: ID,
      currency: 'USD',
      totals: { charged_minor: 0, paid_minor: 0, outstanding_minor: 0 },
      entries: [],
    },
  });
}

function answerDetail(history = [makeLevelHistoryEntry()]) {
  api.on('GET', `/api/student-profiles/${ID}/`, {
    status: 200,
    body: makeStudentProfileDetail(makeUser('student'), { level_history: history }),
  });
}

async function openStudents(path = '/students') {
  signIn(OPS);
  const view = await renderScreen(<Students />, { apiUrl: api.url, path, route: '/students' });
  await screen.findByRole('table', { name: undefined });
  return view;
}

async function openHistory() {
  const view = await openStudents();
  await view.user.click(screen.getByRole('button', { name: 'History of Sara Hassan' }));
  return { ...view, panel: await screen.findByRole('dialog', { name: 'History of Sara Hassan' }) };
}

function activityItems(panel: HTMLElement): string[] {
  return (
    within(within(panel).getByRole('list', { name: 'Activity of Sara Hassan' }))
      .getAllByRole('listitem')
      // A change's fields are items of a list inside it: the changes are the items naming an action.
      .filter((item) => /^(Student|Evaluation) changed/.test(item.textContent ?? ''))
      .map((item) => item.textContent ?? '')
  );
}

it('opens from the name with the finished levels and the latest changes, who and when', async () => {
  answerList();
  answerDetail();
  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 2, next: null, previous: null, results: [entry(), EVALUATION] },
  });
  const { panel } = await openHistory();

  const levels = await within(panel).findByRole('table', { name: 'Levels' });
  expect(within(levels).getAllByRole('row')[1]).toHaveTextContent(
    'L2Sep 2, 2025 – Oct 28, 2025' +
      '78 / 100Oral 36, Participation 18, Written 9, Listening 8, Tasks 7' +
      '8 / 9PendingMoved up to L3',
  );
  await within(panel).findByRole('list', { name: 'Activity of Sara Hassan' });
  expect(activityItems(panel)).toEqual([
    `Student changedDana Ops (Operations Manager) · ${formatLongDateTime(entry().at)}` +
      'Current level: L2 → L3',
    `Evaluation changedDana Ops (Operations Manager) · ${formatLongDateTime(EVALUATION.at)}` +
      'Oral: 20 → 36Total score: 50 → 66',
  ]);
  expect(api.calls('GET', ACTIVITY)[0]!.query).toEqual({ page_size: '20' });
});

it('names the group a student moved to and lists the sessions in their order', async () => {
  answerList();
  answerDetail();
  // As the API stores them: jsonb keeps a row's keys shortest first.
  const attendance = entry({
    id: 43,
    action: 'attendance.update',
    resource: 'attendance',
    changes: {
      session_one: { before: false, after: true },
      session_six: { before: false, after: true },
      session_two: { before: false, after: true },
      session_three: { before: false, after: true },
      total_attendance: { before: 0, after: 4 },
    },
  });
  const moved = entry({
    id: 42,
    changes: { group_id: { before: null, after: 3 }, call_id: { before: 2, after: null } },
  });
  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 2, next: null, previous: null, results: [attendance, moved] },
  });
  const { panel } = await openHistory();
  const list = await within(panel).findByRole('list', { name: 'Activity of Sara Hassan' });
  // The change naming an action, then its fields: the items of the list inside it.
  const fields = (action: string) => {
    const change = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith(action));
    return within(change!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };

  expect(fields('Attendance changed')).toEqual([
    'Session one: No → Yes',
    'Session two: No → Yes',
    'Session three: No → Yes',
    'Session six: No → Yes',
    'Total attendance: 0 → 4',
  ]);
  expect(fields('Student changed')).toEqual(['Group: - → Group 3', 'Call: Call 2 → -']);
});

it('reads older changes with the next page’s cursor and adds them below', async () => {
  answerList();
  answerDetail();
  api.on('GET', ACTIVITY, (request) =>
    request.query.cursor === 'n41'
      ? {
          status: 200,
          body: {
            count: 2,
            next: null,
            previous: `http://api.test${ACTIVITY}?cursor=p40`,
            results: [EVALUATION],
          },
        }
      : {
          status: 200,
          body: {
            count: 2,
            next: `http://api.test${ACTIVITY}?page_size=20&cursor=n41`,
            previous: null,
            results: [entry()],
          },
        },
  );
  const { panel, user } = await openHistory();
  await within(panel).findByRole('list', { name: 'Activity of Sara Hassan' });
  expect(activityItems(panel)).toHaveLength(1);

  await user.click(within(panel).getByRole('button', { name: 'Show older changes' }));
  await waitFor(() => expect(activityItems(panel)).toHaveLength(2));
  expect(activityItems(panel)[1]).toMatch(/^Evaluation changed/);
  expect(api.calls('GET', ACTIVITY)[1]!.query).toEqual({ page_size: '20', cursor: 'n41' });
  expect(within(panel).queryByRole('button', { name: 'Show older changes' })).toBeNull();
});

it('says when nothing is recorded yet and no level is finished', async () => {
  answerList();
  answerDetail([]);
  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 0, next: null, previous: null, results: [] },
  });
  const { panel } = await openHistory();

  expect(await within(panel).findByText('No finished levels yet.')).toBeVisible();
  expect(await within(panel).findByText('No changes recorded yet.')).toBeVisible();
});

it('shows a failed read with Try again, which reads again', async () => {
  answerList();
  answerDetail();
  api.on('GET', ACTIVITY, { status: 500, body: { detail: 'boom' } });
  const { panel, user } = await openHistory();

  expect(
    await within(panel).findByText(
      'Server error occurred while loading the activity. Please try again later.',
    ),
  ).toBeVisible();
  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 1, next: null, previous: null, results: [entry()] },
  });
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
  await within(panel).findByRole('list', { name: 'Activity of Sara Hassan' });
  expect(activityItems(panel)).toHaveLength(1);
});

it('opens from a link naming the student (?history=<id>) and closes back to the list', async () => {
  answerList();
  answerDetail();
  api.on('GET', ACTIVITY, {
    status: 200,
    body: { count: 1, next: null, previous: null, results: [entry()] },
  });
  const { user } = await openStudents(`/students?history=${ID}`);
  const panel = await screen.findByRole('dialog', { name: 'History of Sara Hassan' });

  await user.click(within(panel).getByRole('button', { name: 'Close history' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
