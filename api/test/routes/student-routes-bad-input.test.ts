// Malformed JSON, wrong types, out-of-range numbers, unknown ids and odd query strings, sent to the
// student, evaluation, attendance, schedule and overview routes: never a 500.
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import {
  HUGE,
  NON_OBJECT_BODIES,
  UNSTORABLE_QUERIES,
  UNSTORABLE_TEXT_BODIES,
  type BodyCase,
  type RouteCase,
} from '../helpers/bad-input';

let t: TestApp;
let asManager: Inject;
let studentId: number;
beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  studentId = (await createUser(t.app, { role: 'student' })).id;
});
afterAll(() => t.close());

const INT_MAX = 2_147_483_647;

const ROUTES: RouteCase[] = [
  { method: 'POST', url: () => '/api/student/' },
  { method: 'GET', url: () => '/api/student-profiles/' },
  { method: 'PATCH', url: () => `/api/student-profiles/${studentId}/` },
  { method: 'PATCH', url: () => `/api/student-profiles/${INT_MAX}/` },
  { method: 'DELETE', url: () => `/api/student-profiles/${INT_MAX}/` },
  { method: 'GET', url: () => `/api/student-profiles/${studentId}/ledger/` },
  { method: 'POST', url: () => `/api/student-profiles/${studentId}/ledger/` },
  { method: 'POST', url: () => `/api/student-profiles/${INT_MAX}/ledger/` },
  { method: 'POST', url: () => `/api/student-profiles/${studentId}/ledger/${INT_MAX}/reverse/` },
  { method: 'GET', url: () => '/api/student-evaluations/' },
  { method: 'POST', url: () => '/api/student-evaluations/' },
  { method: 'GET', url: () => `/api/student-evaluations/${studentId}/` },
  { method: 'PATCH', url: () => `/api/student-evaluations/${studentId}/` },
  { method: 'PATCH', url: () => `/api/student-evaluations/${INT_MAX}/` },
  { method: 'DELETE', url: () => `/api/student-evaluations/${INT_MAX}/` },
  { method: 'GET', url: () => '/api/student-attendance/' },
  { method: 'POST', url: () => '/api/student-attendance/' },
  { method: 'PATCH', url: () => `/api/student-attendance/${studentId}/` },
  { method: 'DELETE', url: () => `/api/student-attendance/${INT_MAX}/` },
  { method: 'GET', url: () => '/api/schedule/' },
  { method: 'GET', url: () => '/api/overview/' },
  { method: 'GET', url: () => '/api/takings/?from=9999-99-99&to=' },
];

const BODIES: BodyCase[] = [
  { name: 'malformed JSON', payload: '{"student": 1, ' },
  ...NON_OBJECT_BODIES,
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 42,
      password: ['x'],
      gender: 7,
      amount: {},
      outstanding_amount: [1],
      current_level: [],
      total_levels: { n: 1 },
      status: 5,
      group_id: true,
      call_id: { id: 1 },
      currency: 3,
      offer: 12,
      private_or_group: false,
      student: {},
      oral: 'x',
      pass_fail: 1,
      session_one: [],
      session_two: {},
      kind: [],
      amount_minor: '12x',
      method: {},
      occurred_on: 20260101,
      reference: [],
      reason: {},
      allow_overpayment: 'maybe',
      idempotency_key: 12345678,
    }),
  },
  {
    name: 'out-of-range numbers',
    payload: JSON.stringify({
      amount: 1e20,
      outstanding_amount: -1e308,
      current_level: 1e10,
      total_levels: -1e10,
      group_id: 1e15,
      call_id: -1,
      student: 2 ** 31,
      oral: 1e308,
      participation: -0.5,
      tasks: Number.MAX_SAFE_INTEGER + 2,
      session_one: 2,
      kind: 'payment',
      method: 'cash',
      currency: 'USD',
      amount_minor: 1e300,
      occurred_on: '99999-01-01',
      idempotency_key: 'out-of-range-numbers',
    }),
  },
  {
    name: 'unknown ids',
    payload: JSON.stringify({ group_id: INT_MAX, call_id: INT_MAX, student: INT_MAX }),
  },
  {
    name: 'huge strings',
    payload: JSON.stringify({
      email: `${HUGE}@example.test`,
      username: HUGE,
      first_name: HUGE,
      middle_name: HUGE,
      last_name: HUGE,
      password: `Aa1${HUGE}`,
      phone_number: `+1${'2'.repeat(100_000)}`,
      nationality: HUGE,
      gender: 'female',
      currency: HUGE,
      offer: HUGE,
      certificate: HUGE,
      status: HUGE,
      pass_fail: HUGE,
      session_one: HUGE,
      kind: HUGE,
      method: HUGE,
      reference: HUGE,
      reason: HUGE,
      occurred_on: HUGE,
      idempotency_key: HUGE,
    }),
  },
  {
    name: 'unknown fields',
    payload: JSON.stringify({
      __proto__: { admin: true },
      constructor: { prototype: {} },
      id: 1,
      user_id: 1,
      total_score: 100,
      total_attendance: 9,
      remaining_levels: 14,
    }),
  },
  ...UNSTORABLE_TEXT_BODIES,
];

describe.each(ROUTES)('$method $url', ({ method, url }) => {
  it.each(BODIES)('answers $name without a server error', async ({ payload }) => {
    const res = await asManager({
      method,
      url: url(),
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeLessThan(500);
    // No body, or a JSON object.
    expect(typeof (res.body ? res.json() : {})).toBe('object');
  });
});

describe('query strings and paths', () => {
  it.each([
    '/api/student-profiles/?page=abc',
    '/api/student-profiles/?page=-1',
    '/api/student-profiles/?page_size=0',
    '/api/student-profiles/?page_size=100000',
    '/api/student-profiles/?page=99999999999',
    '/api/student-profiles/?status=1',
    '/api/student-profiles/?status=active&status=waiting',
    `/api/student-profiles/?search=${'%'.repeat(200)}`,
    `/api/student-profiles/?search=${encodeURIComponent("'; DROP TABLE users; --")}`,
    '/api/student-profiles/?search=%00',
    '/api/student-profiles/?search=99999999999999999999',
    '/api/student-evaluations/?group=-1',
    '/api/student-evaluations/?group=1e400',
    `/api/student-evaluations/?group=${INT_MAX + 1}`,
    '/api/student-evaluations/?group=1&group=2',
    '/api/student-attendance/?search=_&page=2',
    '/api/student-evaluations/1.5/',
    `/api/student-attendance/${'9'.repeat(400)}/`,
    ...[
      'student-profiles',
      'student-profiles/export',
      'student-evaluations',
      'student-attendance',
    ].flatMap((list) => UNSTORABLE_QUERIES.map((query) => `/api/${list}/${query}`)),
  ])('GET %s is not a 500', async (url) => {
    const res = await asManager({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('stores none of the read-only fields sent in a body', async () => {
    const res = await asManager({
      method: 'PATCH',
      url: `/api/student-evaluations/${studentId}/`,
      payload: { oral: 10, total_score: 100, id: 1, student: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: studentId, student: studentId, total_score: 10 });
  });
});
