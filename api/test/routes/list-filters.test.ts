// The filters of the Staff, Groups and Calls lists, on the server: each alone, together, with the
// search, and a bad value refused with a 400 that names the field and says what is wrong.
import type { UserRow } from '../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import { createCall, createGroup, updateProfile } from '../helpers/groups';

let t: TestApp;
let asOps: Inject;
let instructor: UserRow;
let other: UserRow;
const groups: Record<'full' | 'roomy' | 'open' | 'later', number> = {
  full: 0,
  roomy: 0,
  open: 0,
  later: 0,
};
const calls: Record<'short' | 'middle' | 'long', number> = { short: 0, middle: 0, long: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  asOps = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  instructor = await createUser(t.app, { role: 'instructor', firstName: 'Ihab' });
  other = await createUser(t.app, { role: 'instructor', firstName: 'Hany', isActive: false });
  await createUser(t.app, { role: 'supervisor', firstName: 'Sami' });
  const at = { instructorId: instructor.id };
  groups.full = (await createGroup(t.app, { ...at, currentLevel: 3, maxCapacity: 1 })).id;
  groups.roomy = (
    await createGroup(t.app, { ...at, currentLevel: 3, maxCapacity: 5, hours: '6 PM - 8 PM' })
  ).id;
  groups.open = (
    await createGroup(t.app, { instructorId: other.id, currentLevel: 4, days: 'sat/tue' })
  ).id;
  groups.later = (await createGroup(t.app, { currentLevel: 3, days: 'mon/thu' })).id;
  const student = await createUser(t.app, { role: 'student' });
  await updateProfile(t.app, student.id, { groupId: groups.full });
  const second = await createUser(t.app, { role: 'student' });
  await updateProfile(t.app, second.id, { groupId: groups.roomy });
  calls.short = (await createCall(t.app, { instructorId: instructor.id, months: 3 })).id;
  calls.middle = (await createCall(t.app, { instructorId: other.id, months: 6 })).id;
  calls.long = (await createCall(t.app, { instructorId: instructor.id, months: 12 })).id;
});
afterAll(() => t.close());

async function listed(url: string): Promise<{ count: number; ids: number[] }> {
  const res = await asOps({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ count: number; results: { id: number }[] }>();
  return { count: body.count, ids: body.results.map((row) => row.id) };
}

async function refused(url: string): Promise<unknown> {
  const res = await asOps({ method: 'GET', url });
  expect(res.statusCode).toBe(400);
  return res.json();
}

describe('GET /api/groups/ filters', () => {
  it('narrows by level, day pair, instructor and fullness, each alone', async () => {
    expect(await listed('/api/groups/?level=3')).toEqual({
      count: 3,
      ids: [groups.full, groups.roomy, groups.later],
    });
    expect((await listed('/api/groups/?days=sat/tue')).ids).toEqual([groups.open]);
    expect((await listed(`/api/groups/?instructor=${other.id}`)).ids).toEqual([groups.open]);
    expect((await listed('/api/groups/?full=true')).ids).toEqual([groups.full]);
    expect((await listed('/api/groups/?full=false')).ids).toEqual([
      groups.roomy,
      groups.open,
      groups.later,
    ]);
  });

  it('combines filters with each other, with the search and with paging', async () => {
    expect(await listed(`/api/groups/?level=3&instructor=${instructor.id}&full=false`)).toEqual({
      count: 1,
      ids: [groups.roomy],
    });
    expect((await listed('/api/groups/?level=3&days=mon/thu')).ids).toEqual([groups.later]);
    expect((await listed('/api/groups/?level=3&search=8 PM')).ids).toEqual([groups.roomy]);
    expect(await listed('/api/groups/?level=3&page=2&page_size=2')).toEqual({
      count: 3,
      ids: [groups.later],
    });
    // An empty value is no filter ('All').
    expect((await listed('/api/groups/?level=&days=&instructor=&full=')).count).toBe(4);
  });

  it('refuses a bad value of each filter, saying which and why', async () => {
    expect(await refused('/api/groups/?level=15')).toEqual({
      level: ['Levels must be between 1 and 14'],
    });
    expect(await refused('/api/groups/?days=fri/sat')).toEqual({
      days: ['"fri/sat" is not a valid choice.'],
    });
    expect(await refused('/api/groups/?instructor=abc')).toEqual({
      instructor: ['A valid id is required.'],
    });
    expect(await refused('/api/groups/?full=maybe')).toEqual({
      full: ['Must be a valid boolean.'],
    });
  });
});

describe('GET /api/calls/ filters', () => {
  it('narrows by caller and by a range of months, alone and together', async () => {
    expect((await listed(`/api/calls/?instructor=${instructor.id}`)).ids).toEqual([
      calls.short,
      calls.long,
    ]);
    expect((await listed('/api/calls/?months_from=6')).ids).toEqual([calls.middle, calls.long]);
    expect((await listed('/api/calls/?months_to=6')).ids).toEqual([calls.short, calls.middle]);
    expect((await listed('/api/calls/?months_from=4&months_to=6')).ids).toEqual([calls.middle]);
    expect(
      await listed(`/api/calls/?instructor=${instructor.id}&months_from=6&months_to=12`),
    ).toEqual({ count: 1, ids: [calls.long] });
    expect((await listed('/api/calls/?months_from=6&months_to=6&search=ihab')).ids).toEqual([]);
  });

  it('refuses a bad value, and a range that ends before it starts', async () => {
    expect(await refused('/api/calls/?months_from=soon')).toEqual({
      months_from: ['Duration must be a number of months, e.g. 7 months'],
    });
    expect(await refused('/api/calls/?months_to=0')).toEqual({
      months_to: ['Months must be at least 1'],
    });
    expect(await refused('/api/calls/?months_from=9&months_to=3')).toEqual({
      months_to: ['Ensure this value is greater than or equal to months_from (9).'],
    });
    expect(await refused('/api/calls/?instructor=-1')).toEqual({
      instructor: ['A valid id is required.'],
    });
  });
});

describe('GET /api/users/ filters', () => {
  it('narrows by role and active, alone and together', async () => {
    const names = async (query: string) => {
      const res = await asOps({ method: 'GET', url: `/api/users/?${query}` });
      return res.json<{ results: { first_name: string }[] }>().results.map((u) => u.first_name);
    };
    expect(await names('role=instructor')).toEqual(['Ihab', 'Hany']);
    expect(await names('role=instructor&is_active=false')).toEqual(['Hany']);
    expect(await names('role=instructor,supervisor&is_active=true')).toEqual(['Ihab', 'Sami']);
  });

  it('refuses a role or an active value it does not know', async () => {
    expect(await refused('/api/users/?role=wizard')).toEqual({
      role: ['"wizard" is not a valid choice.'],
    });
    expect(await refused('/api/users/?is_active=maybe')).toEqual({
      is_active: ['Must be a valid boolean.'],
    });
  });
});
