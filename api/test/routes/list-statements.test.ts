// Every list reads its page and its count with one statement, so one round trip to the database,
// on either driver: first pages, pages by number and by cursor, pages past the end, filters and
// searches, for a manager and for staff who see only their own students. The counts and pages
// themselves are checked by each list's own tests; here, that they still agree across pages.
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import type { UserRow } from '../helpers/db';
import {
  createCall,
  createGroup,
  setAttendance,
  setEvaluation,
  updateProfile,
} from '../helpers/groups';

let t: TestApp;
let asManager: Inject;
let asInstructor: Inject;
const students: UserRow[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  const instructor = await createUser(t.app, { role: 'instructor', firstName: 'Omar' });
  asInstructor = await injectAs(t.app, instructor);
  const group = await createGroup(t.app, { instructorId: instructor.id });
  const call = await createCall(t.app, { instructorId: instructor.id });
  for (const [i, firstName] of ['Laila', 'Lina', 'Lamia', 'Nader', 'Nabil'].entries()) {
    const student = await createUser(t.app, { role: 'student', firstName, lastName: 'Fahmy' });
    students.push(student);
    await updateProfile(t.app, student.id, {
      status: i % 2 ? 'waiting' : 'active',
      ...(i < 3 ? { groupId: group.id } : { callId: call.id }),
    });
    await setEvaluation(t.app, student.id, { oral: 10 + i });
    await setAttendance(t.app, student.id, { sessionOne: true });
  }
});
afterAll(() => t.close());

/**
 * The answer and the statements the request sent to the database's client, the sign-in check
 * aside (it is cached for a few seconds, so some requests run it and some do not).
 */
async function statementsOf(
  inject: Inject,
  url: string,
): Promise<{ res: LightMyRequestResponse; statements: string[] }> {
  const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  const statements: string[] = [];
  client.query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text: string }).text));
    return query.apply(client, args);
  };
  try {
    const res = await inject({ method: 'GET', url });
    return { res, statements: statements.filter((text) => !text.includes('refresh_tokens')) };
  } finally {
    client.query = query;
  }
}

const LISTS = [
  '/api/student-profiles/',
  '/api/student-profiles/?page=2&page_size=2',
  '/api/student-profiles/?page=99',
  '/api/student-profiles/?status=waiting&page=2&page_size=1',
  '/api/student-profiles/?search=fahmy&page=2&page_size=2',
  '/api/student-profiles/?search=la',
  '/api/student-profiles/?search=nobody-here',
  '/api/groups/?limit=1&page=2',
  '/api/groups/?page=99',
  '/api/calls/',
  '/api/calls/?search=omar',
  '/api/student-evaluations/?page=2&page_size=2',
  '/api/student-evaluations/?search=lina',
  '/api/student-attendance/?page=99',
  '/api/users/?page_size=1',
];

describe('each list page', () => {
  it.each(LISTS)('is one statement for a manager: %s', async (url) => {
    const { res, statements } = await statementsOf(asManager, url);
    expect(res.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
  });

  it.each(LISTS.filter((url) => !url.startsWith('/api/users/')))(
    'is one statement for an instructor: %s',
    async (url) => {
      const { res, statements } = await statementsOf(asInstructor, url);
      expect(res.statusCode).toBe(200);
      expect(statements).toHaveLength(1);
    },
  );

  it('counts the same on every page, past the end too, and pages every student once', async () => {
    for (const [inject, query] of [
      [asManager, ''],
      [asManager, 'status=waiting&'],
      [asManager, 'search=fahmy&'],
      [asInstructor, ''],
    ] as const) {
      const pages = [];
      for (let page = 1; page <= 6; page++) {
        const res = await inject({
          method: 'GET',
          url: `/api/student-profiles/?${query}page_size=1&page=${page}`,
        });
        pages.push(res.json());
      }
      const count = pages[0].count;
      expect(pages.every((body) => body.count === count)).toBe(true);
      const seen = pages.flatMap((body) => body.results.map((r: { id: number }) => r.id));
      expect(seen).toHaveLength(count);
      expect(new Set(seen).size).toBe(count);
      // Past the end: no rows, the true count, no next link, a previous one to the last page.
      const past = pages[count];
      expect(past).toMatchObject({ count, next: null, results: [] });
      expect(past.previous).toContain(`page=${count}`);
    }
  });
});
