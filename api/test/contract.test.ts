// The contract between the API and the screens: every answer a screen reads, from the real app on
// the demo centre, has the shape of the response schema the screens check it with in development
// and tests (shared-domain/responses, the same checkResponse). A route that serialises something
// else than what the screens were written for fails here.
import type { ZodType } from 'zod';
import {
  ResponseShapeError,
  attendanceSchema,
  auditEntrySchema,
  callSchema,
  checkResponse,
  enrolmentResponseSchema,
  evaluationSchema,
  groupDetailSchema,
  groupRowSchema,
  loginResponseSchema,
  overviewSchema,
  paginatedSchema,
  refreshResponseSchema,
  scheduleItemSchema,
  studentProfileDetailSchema,
  studentProfileSchema,
  userSchema,
} from 'shared-domain/responses';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client';
import { DEMO_PASSWORD } from 'shared-domain/factory';
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
      ['/api/student-profiles/', '/api/student-profiles/', studentProfileDetailSchema],
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

  it('GET of the audit trail, a student’s and a group’s activity, and a level history', async () => {
    const studentId = await firstId('/api/student-profiles/?page=1&limit=1');
    const groupId = await firstId('/api/groups/?page=1&limit=1');
    // Each a change of what is stored, so each leaves a row.
    const student = (await read(`/api/student-profiles/${studentId}/`)) as {
      current_level: number;
    };
    const group = (await read(`/api/groups/${groupId}/`)) as { session_one: boolean };
    for (const [url, payload] of [
      [`/api/student-profiles/${studentId}/`, { current_level: (student.current_level % 14) + 1 }],
      [`/api/groups/${groupId}/`, { session_one: !group.session_one }],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url,
        payload,
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(res.statusCode).toBe(200);
    }
    for (const url of [
      '/api/audit/',
      `/api/student-profiles/${studentId}/activity/`,
      `/api/groups/${groupId}/activity/`,
    ]) {
      const answer = (await read(url)) as { results: unknown[] };
      expect(answer.results.length).toBeGreaterThan(0);
      const schema = paginatedSchema(auditEntrySchema);
      expect(() => checkResponse(answer, schema, `GET ${url}`)).not.toThrow();
    }
    // The demo centre has students with finished levels.
    const [withHistory] = await rows<{ id: number }>(
      t.app.db,
      sql`SELECT student_id AS id FROM level_history LIMIT 1`,
    );
    const url = `/api/student-profiles/${withHistory!.id}/`;
    const profile = (await read(url)) as { level_history: unknown[] };
    expect(profile.level_history.length).toBeGreaterThan(0);
    expect(() => checkResponse(profile, studentProfileDetailSchema, `GET ${url}`)).not.toThrow();
  });

  it('POST /api/groups/{id}/students/ and PATCH /api/me/', async () => {
    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${bearer}` } });
    const group = await send('POST', '/api/groups/', { days: 'mon/thu', hours: '10 AM - 11 AM' });
    expect(group.statusCode).toBe(201);
    const studentId = await firstId('/api/student-profiles/?status=waiting&page=1&limit=1');
    const enrolled = await send('POST', `/api/groups/${group.json().id}/students/`, {
      students: [studentId],
    });
    expect(enrolled.statusCode).toBe(200);
    expect(() =>
      checkResponse(enrolled.json(), enrolmentResponseSchema, 'POST /api/groups/{id}/students/'),
    ).not.toThrow();
    const me = await send('PATCH', '/api/me/', { nationality: 'Egyptian' });
    expect(() => checkResponse(me.json(), userSchema, 'PATCH /api/me/')).not.toThrow();
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
