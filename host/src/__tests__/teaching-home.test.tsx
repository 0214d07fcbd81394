// The home of supervisors and instructors: their groups meeting today, in order of their hours,
// with level, students and the way to the session's attendance, and their next calls, from the
// lists the API limits to what they are assigned to.
import { screen, within } from '@testing-library/react';
import { SESSION_KEYS, type Call, type GroupRow } from 'shared-domain';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer } from '../test/renderApp';

const api = setupApiServer();

const NO_SESSIONS = Object.fromEntries(SESSION_KEYS.map((key) => [key, false])) as Record<
  (typeof SESSION_KEYS)[number],
  boolean
>;

function group(overrides: Partial<GroupRow>): GroupRow {
  return {
    id: 7,
    days: 'sat/tue',
    hours: '4 PM - 6 PM',
    current_level: 5,
    instructor: 42,
    instructor_name: 'Mona Fathy',
    supervisor: null,
    supervisor_name: null,
    account_manager: null,
    account_manager_name: null,
    students_count: 2,
    max_capacity: 12,
    students: [],
    ...NO_SESSIONS,
    created_at: '2025-09-02T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
    ...overrides,
  };
}

function call(id: number, time: string, students: string[] = []): Call {
  return {
    id,
    time,
    months: 3,
    instructor: 42,
    instructor_name: 'Mona Fathy',
    supervisor: null,
    supervisor_name: null,
    account_manager: null,
    account_manager_name: null,
    students: students.map((name, index) => ({
      id: 100 + index,
      name,
      phone_number: null,
      current_level: 1,
    })),
    created_at: '2025-09-02T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
  };
}

const list = <T,>(results: T[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

beforeEach(() => {
  // Tuesday 24 November 2026, 1 PM: only Date is fixed, every timer runs as usual.
  jest.useFakeTimers({
    now: new Date(2026, 10, 24, 13, 0),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});

afterEach(() => jest.useRealTimers());

it.each(['instructor', 'supervisor'] as const)(
  'shows a %s the groups meeting today and the next calls',
  async (role) => {
    api.current.on(
      'GET',
      '/api/groups/',
      list([
        group({ id: 7, hours: '4 PM - 6 PM', current_level: 5, session_one: true }),
        group({ id: 3, hours: '12 PM - 2 PM', current_level: 0, students_count: 1 }),
        group({ id: 9, days: 'sun/wed', hours: '10 AM - 12 PM' }),
      ]),
    );
    api.current.on(
      'GET',
      '/api/calls/',
      list([
        call(1, '10:00:00', ['Sara Hassan']),
        call(2, '18:00:00'),
        call(3, '15:30:00', ['Youssef Adel', 'Nour Ali']),
      ]),
    );
    await renderApp(api.current, { route: '/', user: makeUser(role) });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Mona Fathy' })).toBeVisible();
    const today = screen.getByRole('region', { name: "Today's groups" });
    const groups = await within(today).findAllByRole('listitem');
    expect(groups.map((item) => item.textContent)).toEqual([
      '12 PM - 2 PMACESGroup 3 · 1 studentSession 1 attendance',
      '4 PM - 6 PML3Group 7 · 2 studentsSession 2 attendance',
    ]);
    expect(
      within(groups[1]!).getByRole('link', { name: 'Session 2 attendance of Group 7' }),
    ).toHaveAttribute('href', '/groups/7/attendance');

    const calls = within(screen.getByRole('region', { name: 'Next calls' }));
    const items = await calls.findAllByRole('listitem');
    // The calls still ahead today first, then the morning's (tomorrow's).
    expect(items.map((item) => item.textContent)).toEqual([
      '3:30 PM3 monthsYoussef Adel, Nour Ali',
      '6:00 PM3 monthsNo students linked yet',
      '10:00 AM3 monthsSara Hassan',
    ]);
    expect(api.current.calls('GET', '/api/groups/')[0]?.query).toMatchObject({ page: '1' });
  },
);

it('says when no group meets today and no call is assigned', async () => {
  api.current.on('GET', '/api/groups/', list([group({ days: 'mon/thu' })]));
  api.current.on('GET', '/api/calls/', list([]));
  await renderApp(api.current, { route: '/', user: makeUser('instructor') });

  expect(await screen.findByText('No groups of yours meet today (Tuesday).')).toBeVisible();
  expect(await screen.findByText('No calls are assigned to you.')).toBeVisible();
});

it('offers Try Again when a list cannot be loaded', async () => {
  api.current.on('GET', '/api/groups/', { status: 500, body: { detail: 'Server error.' } });
  api.current.on('GET', '/api/calls/', list([]));
  const { user } = await renderApp(api.current, { route: '/', user: makeUser('supervisor') });

  const today = screen.getByRole('region', { name: "Today's groups" });
  expect(await within(today).findByRole('alert')).toHaveTextContent('Failed to load groups');
  api.current.on('GET', '/api/groups/', list([group({ id: 3 })]));
  await user.click(within(today).getByRole('button', { name: 'Try Again' }));
  expect(await within(today).findByRole('link', { name: /Group 3$/ })).toBeVisible();
});
