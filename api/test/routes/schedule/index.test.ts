import { buildTestApp, createUser, signedInAs, type TestApp } from '../../helpers/app';
import { createGroup } from '../../helpers/groups';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/schedule/', () => {
  it('lists every group with an instructor, by day pair, start time and instructor', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    expect((await inject({ method: 'GET', url: '/api/schedule/' })).json()).toEqual([]);

    const omar = await createUser(t.app, {
      role: 'instructor',
      firstName: 'Omar',
      lastName: 'Ali',
    });
    const hala = await createUser(t.app, {
      role: 'instructor',
      firstName: 'Hala',
      lastName: 'Badr',
    });
    const monEvening = await createGroup(t.app, {
      days: 'mon/thu',
      hours: '6 PM - 8 PM',
      currentLevel: 9,
      instructorId: omar.id,
    });
    const satNoon = await createGroup(t.app, {
      days: 'sat/tue',
      hours: '12 PM - 2 PM',
      currentLevel: 1,
      instructorId: omar.id,
    });
    const satMorningOmar = await createGroup(t.app, {
      days: 'sat/tue',
      hours: '10 AM - 12 PM',
      currentLevel: 3,
      instructorId: omar.id,
    });
    const satMorningHala = await createGroup(t.app, {
      days: 'sat/tue',
      hours: '10 AM - 12 PM',
      currentLevel: 14,
      instructorId: hala.id,
    });
    const sunday = await createGroup(t.app, { days: 'sun/wed', instructorId: hala.id });
    await createGroup(t.app, { days: 'sun/wed', hours: '8 PM - 10 PM' });

    const res = await inject({ method: 'GET', url: '/api/schedule/' });
    expect(res.statusCode).toBe(200);
    const item = (
      group: { id: number },
      name: string,
      hours: string,
      days: string,
      level: number,
    ) => ({
      group_id: group.id,
      group_instructor_full_name: name,
      group_hours: hours,
      group_days: days,
      group_current_level: level,
    });
    const all = [
      item(satMorningHala, 'Hala Badr', '10 AM - 12 PM', 'sat/tue', 14),
      item(satMorningOmar, 'Omar Ali', '10 AM - 12 PM', 'sat/tue', 3),
      item(satNoon, 'Omar Ali', '12 PM - 2 PM', 'sat/tue', 1),
      item(sunday, 'Hala Badr', '4 PM - 6 PM', 'sun/wed', 1),
      item(monEvening, 'Omar Ali', '6 PM - 8 PM', 'mon/thu', 9),
    ];
    expect(res.json()).toEqual(all);

    // One day pair, one instructor, or both; an empty value is no filter.
    const read = async (query: string) => {
      const answer = await inject({ method: 'GET', url: `/api/schedule/?${query}` });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    expect(await read('days=sat/tue')).toEqual(all.slice(0, 3));
    expect(await read(`instructor=${hala.id}`)).toEqual([all[0], all[3]]);
    expect(await read(`days=sat/tue&instructor=${omar.id}`)).toEqual(all.slice(1, 3));
    expect(await read('days=&instructor=')).toEqual(all);
  });

  it.each([
    ['days=fri/sat', { days: ['"fri/sat" is not a valid choice.'] }],
    ['instructor=x', { instructor: ['A valid id is required.'] }],
  ])('answers 400 for %s', async (query, body) => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const res = await inject({ method: 'GET', url: `/api/schedule/?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(body);
  });

  it('is open to account managers too', async () => {
    const { inject } = await signedInAs(t.app, 'account_manager');
    expect((await inject({ method: 'GET', url: '/api/schedule/' })).statusCode).toBe(200);
  });

  it.each(['supervisor', 'instructor', 'student'] as const)(
    'refuses a %s with 403',
    async (role) => {
      const { inject } = await signedInAs(t.app, role);
      const res = await inject({ method: 'GET', url: '/api/schedule/' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    },
  );

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/schedule/' })).statusCode).toBe(401);
  });
});
