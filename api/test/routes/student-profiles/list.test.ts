import type { UserRow } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../../helpers/app';
import { createCall, createGroup, updateProfile } from '../../helpers/groups';

let t: TestApp;
let asManager: Inject;
let instructor: UserRow;
let supervisor: UserRow;
let otherInstructor: UserRow;
let groupId: number;
let callId: number;
/** Students by name: a-e in a group of `instructor`, f through the call `supervisor` runs. */
const s: Record<string, UserRow> = {};

beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  instructor = await createUser(t.app, { role: 'instructor', firstName: 'Omar' });
  supervisor = await createUser(t.app, { role: 'supervisor', firstName: 'Dina' });
  otherInstructor = await createUser(t.app, { role: 'instructor', firstName: 'Hany' });
  // Created first, so that the searched group's id is 2 and no call shares it.
  await createGroup(t.app, {
    days: 'sat/tue',
    hours: '10 AM - 12 PM',
    instructorId: otherInstructor.id,
  });
  groupId = (
    await createGroup(t.app, {
      days: 'mon/thu',
      hours: '6 PM - 8 PM',
      instructorId: instructor.id,
      currentLevel: 4,
    })
  ).id;
  callId = (await createCall(t.app, { time: '19:45:00', supervisorId: supervisor.id })).id;

  const people: [string, string, string, Parameters<typeof updateProfile>[2]][] = [
    ['a', 'Yasmin', '+201000000777', { status: 'active', groupId, currency: 'EGP' }],
    ['b', 'Farida', '+201000000222', { status: 'active', groupId, offer: 'Summer promo' }],
    ['c', 'Salma', '+201000000333', { status: 'inactive', groupId, amount: '2750.00' }],
    ['d', 'Mariam', '+201000000444', { status: 'waiting', currentLevel: 9, totalLevels: 13 }],
    ['e', 'Rana', '+201000000555', { status: 'waiting', privateOrGroup: 'private' }],
    ['f', 'Habiba', '+201000000666', { status: 'waiting', callId }],
  ];
  for (const [key, firstName, phoneNumber, profile] of people) {
    s[key] = await createUser(t.app, {
      role: 'student',
      firstName,
      lastName: 'Qasem',
      email: `${firstName.toLowerCase()}.q@example.test`,
      phoneNumber,
    });
    await updateProfile(t.app, s[key].id, profile);
  }
});
afterAll(() => t.close());

const list = (query: string, inject: Inject = asManager) =>
  inject({ method: 'GET', url: `/api/student-profiles/${query}` });

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
const all = () => Object.values(s).map((u) => u.id);

describe('GET /api/student-profiles/', () => {
  it('pages every student for a manager in id order, in the DRF shape', async () => {
    const res = await list('?page=2&page_size=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(6);
    expect(ids(body)).toEqual(all().slice(2, 4));
    // The links carry the page's last and first ids as keyset cursors.
    expect(body.next).toMatch(
      new RegExp(`/api/student-profiles/\\?page=3&page_size=2&after=${s.d!.id}$`),
    );
    expect(body.previous).toMatch(
      new RegExp(`/api/student-profiles/\\?page_size=2&before=${s.c!.id}$`),
    );
    expect(body.results[0]).toMatchObject({
      id: s.c!.id,
      user: { first_name: 'Salma', phone_number: '+201000000333' },
      status: 'inactive',
      amount: '2750.00',
      group: { id: groupId, days: 'mon/thu', hours: '6 PM - 8 PM', instructor_id: instructor.id },
    });
  });

  it('takes limit as the page size, defaults to 10 and answers an empty page past the end', async () => {
    expect(ids((await list('?limit=1')).json())).toEqual([s.a!.id]);
    expect((await list('')).json().results).toHaveLength(6);
    const past = (await list('?page=9')).json();
    expect(past).toMatchObject({ count: 6, next: null, results: [] });
    // previous leads back to the last page that exists.
    expect(past.previous).toMatch(/\/api\/student-profiles\/$/);
  });

  it('filters by status, treating an empty status as all', async () => {
    expect(ids((await list('?status=waiting')).json())).toEqual([s.d!.id, s.e!.id, s.f!.id]);
    expect((await list('?status=active')).json().count).toBe(2);
    expect((await list('?status=')).json().count).toBe(6);
    const bad = await list('?status=graduated');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['"graduated" is not a valid choice.'] });
  });

  it.each([
    ['a name', () => 'yasmin', ['a']],
    ['an e-mail', () => 'farida.q@', ['b']],
    ['a phone number', () => '000333', ['c']],
    ['a currency', () => 'egp', ['a']],
    ['an offer', () => 'summer PROMO', ['b']],
    ['an amount', () => '2750', ['c']],
    ['a level label', () => 'lc1', ['d']],
    ['total levels', () => '13', ['d']],
    ['a course type', () => 'private', ['e']],
    ['a status', () => 'inactive', ['c']],
    ["a group's id", () => `#${groupId}`, ['a', 'b', 'c']],
    ["a group's days", () => 'mon/thu', ['a', 'b', 'c']],
    ["a group's hours", () => '6 pm', ['a', 'b', 'c']],
    ["a call's time", () => '19:45', ['f']],
  ])('searches %s', async (_what, term, expected) => {
    const res = await list(`?search=${encodeURIComponent(term())}&page_size=100`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(expected.map((key) => s[key]!.id));
    expect(res.json().count).toBe(expected.length);
  });

  it('combines search with status and paging, and takes LIKE wildcards literally', async () => {
    const res = await list('?search=qasem&status=active&page_size=1&page=2');
    expect(res.json()).toMatchObject({ count: 2, results: [{ id: s.b!.id }] });
    expect((await list(`?search=${encodeURIComponent('%')}`)).json().count).toBe(0);
    expect((await list(`?search=${encodeURIComponent('_')}`)).json().count).toBe(0);
  });

  it("shows an instructor or supervisor only their groups' and calls' students, without phones", async () => {
    const asInstructor = await injectAs(t.app, instructor);
    const mine = (await list('', asInstructor)).json();
    expect(ids(mine)).toEqual([s.a!.id, s.b!.id, s.c!.id]);
    expect(mine.count).toBe(3);
    expect(
      mine.results.every((r: { user: { phone_number: unknown } }) => r.user.phone_number === null),
    ).toBe(true);
    expect(ids((await list('?status=active', asInstructor)).json())).toEqual([s.a!.id, s.b!.id]);

    const asSupervisor = await injectAs(t.app, supervisor);
    expect(ids((await list('', asSupervisor)).json())).toEqual([s.f!.id]);

    const asOther = await injectAs(t.app, otherInstructor);
    expect((await list('', asOther)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('never matches a phone number for a viewer who may not see it', async () => {
    const asInstructor = await injectAs(t.app, instructor);
    expect((await list('?search=000777', asInstructor)).json().count).toBe(0);
    expect(ids((await list('?search=yasmin', asInstructor)).json())).toEqual([s.a!.id]);
    expect(ids((await list('?search=000777')).json())).toEqual([s.a!.id]);
  });

  it('shows a student only their own profile', async () => {
    const res = await list('', await injectAs(t.app, s.d!));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, results: [{ id: s.d!.id }] });
  });

  it.each(['?page=0', '?page=x', '?page_size=-3', `?search=${'y'.repeat(201)}`])(
    'answers 400 for %s',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
    },
  );

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/student-profiles/' })).statusCode).toBe(
      401,
    );
  });

  // Last: it adds and removes students.
  it("keeps a manager's counts right through creates, status changes and deletes", async () => {
    const count = async (status = '') => (await list(`?status=${status}`)).json().count;
    const created = await asManager({
      method: 'POST',
      url: '/api/student/',
      payload: {
        email: 'counted@example.test',
        username: 'counted',
        first_name: 'Counted',
        middle_name: 'N',
        last_name: 'One',
        password: 'Passw0rd1',
        phone_number: '+201234567',
        nationality: 'Egyptian',
        gender: 'female',
      },
    });
    const id = created.json().id;
    expect([await count(), await count('waiting'), await count('active')]).toEqual([7, 4, 2]);
    await asManager({
      method: 'PATCH',
      url: `/api/student-profiles/${id}/`,
      payload: { status: 'active' },
    });
    expect([await count(), await count('waiting'), await count('active')]).toEqual([7, 3, 3]);
    await asManager({ method: 'DELETE', url: `/api/student-profiles/${id}/` });
    expect([await count(), await count('waiting'), await count('active')]).toEqual([6, 3, 2]);
  });
});
