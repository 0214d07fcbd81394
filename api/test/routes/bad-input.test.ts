// Malformed JSON, wrong types, huge strings and unknown fields, sent to every route: never a 500.
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
let staffId: number;
beforeAll(async () => {
  t = await buildTestApp({ EMAIL_MAX_REQUESTS: '1000', LOGIN_MAX_FAILURES: '1000' });
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  studentId = (await createUser(t.app, { role: 'student' })).id;
  staffId = (await createUser(t.app, { role: 'instructor' })).id;
});
afterAll(() => t.close());

const ROUTES: RouteCase[] = [
  { method: 'POST', url: () => '/auth/login/' },
  { method: 'POST', url: () => '/auth/refresh/' },
  { method: 'POST', url: () => '/auth/logout/' },
  { method: 'POST', url: () => '/auth/register-student/' },
  { method: 'POST', url: () => '/auth/register-staff/' },
  { method: 'GET', url: () => '/auth/verify-email/token/' },
  { method: 'POST', url: () => '/auth/resend-verification/' },
  { method: 'POST', url: () => '/auth/forgot-password/' },
  { method: 'GET', url: () => '/auth/validate-reset-token/token/' },
  { method: 'POST', url: () => '/auth/reset-password/token/' },
  { method: 'GET', url: () => '/api/me/' },
  { method: 'GET', url: () => '/api/users/' },
  { method: 'POST', url: () => '/api/users/' },
  { method: 'PATCH', url: () => `/api/users/${staffId}/` },
  { method: 'DELETE', url: () => '/api/users/999999/' },
  { method: 'GET', url: () => `/api/student-profiles/${studentId}/` },
];

const BODIES: BodyCase[] = [
  { name: 'malformed JSON', payload: '{"email": "a@b.c", ' },
  ...NON_OBJECT_BODIES,
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 42,
      password: ['x'],
      username: { a: 1 },
      first_name: true,
      last_name: null,
      phone_number: 1e308,
      gender: 7,
      role: ['admin'],
      is_active: 'maybe',
      nationality: {},
      confirm_password: 5,
    }),
  },
  {
    name: 'huge strings',
    payload: JSON.stringify({
      email: `${HUGE}@example.test`,
      password: `Aa1${HUGE}`,
      username: HUGE,
      first_name: HUGE,
      last_name: HUGE,
      phone_number: `+1${'2'.repeat(100_000)}`,
      nationality: HUGE,
      gender: HUGE,
      role: HUGE,
    }),
  },
  {
    name: 'unknown fields',
    payload: JSON.stringify({
      __proto__: { admin: true },
      constructor: { prototype: {} },
      extra: 'x',
      id: 1,
      is_superuser: true,
    }),
  },
  ...UNSTORABLE_TEXT_BODIES,
];

describe.each(ROUTES)('$method $url', ({ method, url }) => {
  it.each(BODIES)('answers $name without a server error', async ({ payload }) => {
    const headers = { 'content-type': 'application/json' };
    const res = url().startsWith('/api/')
      ? await asManager({ method, url: url(), payload, headers })
      : await t.app.inject({ method, url: url(), payload, headers });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type'] ?? 'application/json').toMatch(/application\/json|^$/);
    // No body, or a JSON object.
    expect(typeof (res.body ? res.json() : {})).toBe('object');
  });
});

describe('query strings and paths', () => {
  it.each([
    '/api/users/?page=abc',
    '/api/users/?page=-1',
    '/api/users/?page_size=0',
    '/api/users/?page=1e400',
    '/api/users/?is_active=maybe',
    `/api/users/?search=${'%'.repeat(5000)}`,
    '/api/users/?role=',
    '/api/users/?page=99999999999999999999',
    '/api/users/?page_size=100000',
    '/api/student-profiles/1.5/',
    '/api/student-profiles/-1/',
    `/api/student-profiles/${'9'.repeat(400)}/`,
    `/auth/verify-email/${'%00'.repeat(50)}/`,
    '/auth/verify-email/%FF%FE/',
    '/api/student-profiles/%FF/',
    ...UNSTORABLE_QUERIES.map((query) => `/api/users/${query}`),
  ])('GET %s is not a 500', async (url) => {
    const res = await asManager({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers malformed JSON with a DRF detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^JSON parse error/);
  });

  it('answers an unsupported media type with 415 and a body over the limit with 413', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: '<email/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: 'Unsupported media type "application/xml" in request.' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('ignores unknown fields instead of storing them', async () => {
    const res = await asManager({
      method: 'PATCH',
      url: `/api/users/${staffId}/`,
      payload: { nationality: 'Sudanese', role_override: 'operations_manager', id: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: staffId, nationality: 'Sudanese', role: 'instructor' });
  });
});
