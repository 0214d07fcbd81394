// The contract between the API and the screens: every answer a screen reads, from the real app on
// the demo centre, has the shape of the response schema the screens check it with in development
// and tests (shared-domain/responses, the same checkResponse). A route that serialises something
// else than what the screens were written for fails here.
import type { ZodType } from 'zod';
import {
  ResponseShapeError,
  attendanceSchema,
  callSchema,
  checkResponse,
  evaluationSchema,
  groupDetailSchema,
  groupRowSchema,
  loginResponseSchema,
  overviewSchema,
  paginatedSchema,
  refreshResponseSchema,
  scheduleItemSchema,
  studentProfileSchema,
  userSchema,
} from 'shared-domain/responses';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../src/seed/centre';
import { buildTestApp, refreshCookie, type TestApp } from './helpers/app';
import { seedCentre } from './helpers/centre';

let t: TestApp;
let bearer: string;
let refresh: string;
let login: unknown;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCentre(t.app.database, { students: 30 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login/',
    payload: { email: 'ops@linguadesk.test', password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`log-in answered ${res.statusCode}`);
  login = res.json();
  bearer = (login as { access: string }).access;
  refresh = refreshCookie(res)!.value;
});
afterAll(() => t.close());

async function read(url: string): Promise<unknown> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${bearer}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The first result's id of a list the screen reads. */
async function firstId(url: string): Promise<number> {
  const page = (await read(url)) as { results: { id: number }[] };
  expect(page.results.length).toBeGreaterThan(0);
  return page.results[0]!.id;
}

describe('the answers the screens read have the shapes the screens check', () => {
  it('POST /auth/login/ and /auth/refresh/', async () => {
    expect(() => checkResponse(login, loginResponseSchema, 'POST /auth/login/')).not.toThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh/',
      cookies: { refresh_token: refresh },
    });
    expect(res.statusCode).toBe(200);
    expect(() =>
      checkResponse(res.json(), refreshResponseSchema, 'POST /auth/refresh/'),
    ).not.toThrow();
  });

  const lists: [string, ZodType][] = [
    ['/api/me/', userSchema],
    ['/api/users/?page=1&limit=10', paginatedSchema(userSchema)],
    ['/api/student-profiles/?page=1&limit=10', paginatedSchema(studentProfileSchema)],
    ['/api/groups/?page=1&limit=10', paginatedSchema(groupRowSchema)],
    ['/api/calls/?page=1&limit=10', paginatedSchema(callSchema)],
    ['/api/student-evaluations/?page=1&limit=10', paginatedSchema(evaluationSchema)],
    ['/api/student-attendance/?page=1&limit=10', paginatedSchema(attendanceSchema)],
    ['/api/schedule/', z.array(scheduleItemSchema)],
    ['/api/overview/', overviewSchema],
  ];

  it.each(lists)('GET %s', async (url, schema) => {
    const answer = await read(url);
    expect(() => checkResponse(answer, schema, `GET ${url}`)).not.toThrow();
  });

  it('GET of one student, group, call, evaluation and attendance', async () => {
    const one: [string, string, ZodType][] = [
      ['/api/student-profiles/', '/api/student-profiles/', studentProfileSchema],
      ['/api/groups/', '/api/groups/', groupDetailSchema],
      ['/api/calls/', '/api/calls/', callSchema],
      ['/api/student-evaluations/', '/api/student-evaluations/', evaluationSchema],
      ['/api/student-attendance/', '/api/student-attendance/', attendanceSchema],
    ];
    for (const [list, item, schema] of one) {
      const id = await firstId(`${list}?page=1&limit=1`);
      const url = `${item}${id}/`;
      const answer = await read(url);
      expect(() => checkResponse(answer, schema, `GET ${url}`)).not.toThrow();
    }
  });

  it('fails when a screen expects what the API does not send', async () => {
    const url = '/api/groups/?page=1&limit=10';
    const expectsRoom = paginatedSchema(groupRowSchema.extend({ room: z.string() }));
    const answer = await read(url);
    expect(() => checkResponse(answer, expectsRoom, `GET ${url}`)).toThrow(ResponseShapeError);
    expect(() => checkResponse(answer, expectsRoom, `GET ${url}`)).toThrow(
      'GET /api/groups/?page=1&limit=10 answered an unexpected shape: results.0.room:',
    );
  });
});
