// The one mock centre's calls and schedule, as the calls and schedule remotes' `dev --mock` pages
// use them: the API's checks, the students a call placed and the week read from the groups.
import type { Call, ScheduleItem } from 'shared-domain';
import { setupMockCentre } from './support/mock-centre';

const { api, send } = setupMockCentre();

it("answers a write with the API's checks: the caller must be an instructor", async () => {
  expect(
    await send('POST', '/api/calls/', {
      instructor: 3,
      time: '10:00:00',
      months: 6,
      supervisor: null,
      account_manager: null,
    }),
  ).toEqual({ status: 400, body: { instructor: ['User 3 is not an instructor.'] } });
  expect(
    await send('PUT', '/api/calls/1/', { instructor: 4, time: '10:00:00', months: 0 }),
  ).toMatchObject({ status: 400, body: { months: expect.any(Array) } });
});

it('lists the students a call placed, from their own records', async () => {
  const call = (await send('GET', '/api/calls/2/')).body as Call;
  expect(call).toMatchObject({ time: '14:30:00', months: 7, instructor_name: 'Laila Mansour' });
  expect(call.students).toContainEqual(expect.objectContaining({ name: 'Sara Hassan' }));
});

it("answers the week of the centre's groups, and one day pair's, as the API orders it", async () => {
  const week = (await send('GET', '/api/schedule/')).body as ScheduleItem[];
  expect(week).toHaveLength(9);
  expect(new Set(week.map((item) => item.group_instructor_full_name))).toEqual(
    new Set(['Omar Khalil', 'Laila Mansour', 'Hany Fouad']),
  );
  expect(week.slice(0, 3).map((item) => [item.group_days, item.group_hours])).toEqual([
    ['sat/tue', '10 AM - 12 PM'],
    ['sat/tue', '12 PM - 2 PM'],
    ['sat/tue', '4 PM - 6 PM'],
  ]);
  const monThu = (await send('GET', '/api/schedule/?days=mon/thu')).body as ScheduleItem[];
  expect(monThu.map((item) => item.group_days)).toEqual(['mon/thu', 'mon/thu', 'mon/thu']);

  // A group's new hours show in the week.
  await send('PATCH', '/api/groups/1/', { hours: '6 PM - 8 PM' });
  const after = (await send('GET', '/api/schedule/?days=sat/tue')).body as ScheduleItem[];
  expect(after[after.length - 1]).toMatchObject({ group_id: 1, group_hours: '6 PM - 8 PM' });
});

it('answers only the demo account, as the API answers only a signed-in admin', async () => {
  expect((await send('GET', '/api/schedule/')).status).toBe(200);
  const stranger = await fetch(`${api.url}/api/schedule/`);
  expect(stranger.status).toBe(401);
});

it("narrows the calls and the groups by the lists' filters, as the API does", async () => {
  const ids = async (path: string) =>
    ((await send('GET', path)).body as { results: { id: number }[] }).results.map((row) => row.id);
  const calls = (await send('GET', '/api/calls/?page_size=1000')).body as { results: Call[] };
  const long = calls.results.filter((call) => call.months >= 7).map((call) => call.id);
  expect(await ids('/api/calls/?page_size=1000&months_from=7')).toEqual(long);
  expect(await ids('/api/calls/?page_size=1000&months_from=7&months_to=6')).toEqual([]);
  const laila = calls.results.filter((call) => call.instructor_name === 'Laila Mansour');
  expect(await ids(`/api/calls/?page_size=1000&instructor=${laila[0]!.instructor}`)).toEqual(
    laila.map((call) => call.id),
  );
  const groups = (await send('GET', '/api/groups/?page_size=1000')).body as {
    results: { id: number; days: string; current_level: number }[];
  };
  expect(await ids('/api/groups/?page_size=1000&days=sat/tue')).toEqual(
    groups.results.filter((group) => group.days === 'sat/tue').map((group) => group.id),
  );
  expect(await ids('/api/groups/?level=99')).toEqual([]);
});
