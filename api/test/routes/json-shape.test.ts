// JSON whose shape alone is hostile, sent to every write route (the unauthenticated ones too):
// nesting ten thousand levels deep, and a megabyte of empty objects in one array. Each answers 400
// with a message that says what is wrong, never a 500.
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import { writeRoutes } from '../helpers/routes';
import { JSON_SHAPE_MESSAGES } from '../../src/plugins/text-input';

let t: TestApp;
let asManager: Inject;
beforeAll(async () => {
  t = await buildTestApp({ EMAIL_MAX_REQUESTS: '1000', LOGIN_MAX_FAILURES: '1000' });
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
});
afterAll(() => t.close());

const LEVELS = 10_000;
const nestedArrays = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
const nestedObjects = '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS);
const nestedInField = `{"email":"a@example.test","password":${nestedArrays}}`;

/** Empty objects filling an array up to a megabyte, bare and under a field a route reads. */
const emptyObjects = (bytes: number) =>
  `[${Array(Math.floor(bytes / 3))
    .fill('{}')
    .join(',')}]`;
const MEGABYTE = 1_000_000;
const bareArray = emptyObjects(MEGABYTE - 100);
const arrayInField = `{"students":${emptyObjects(MEGABYTE - 100)}}`;

const BODIES = [
  { name: `arrays nested ${LEVELS} levels`, payload: nestedArrays, message: 'deep' },
  { name: `objects nested ${LEVELS} levels`, payload: nestedObjects, message: 'deep' },
  { name: `a field nested ${LEVELS} levels`, payload: nestedInField, message: 'deep' },
  { name: 'a megabyte array of empty objects', payload: bareArray, message: 'large' },
  { name: 'a field holding such an array', payload: arrayInField, message: 'large' },
] as const;

describe('every write route', () => {
  it('includes the sign-in, the sign-ups and the writes of every resource', () => {
    const routes = writeRoutes(t.app).map(({ method, path }) => `${method} ${path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/register-student',
        'POST /auth/forgot-password',
        'POST /api/student',
        'PUT /api/calls/:id',
        'POST /api/groups/:id/students',
        'DELETE /api/student-attendance/:id',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(23);
  });

  it.each(BODIES)('answers $name with a 400 that says so', async ({ payload, message }) => {
    const expected = {
      non_field_errors: [
        message === 'deep' ? JSON_SHAPE_MESSAGES.tooDeep : JSON_SHAPE_MESSAGES.tooManyValues,
      ],
    };
    const answers = [];
    for (const { method, path } of writeRoutes(t.app)) {
      const url = `${path.replace(/:\w+/g, '1')}/`;
      const options = {
        method: method as 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      };
      const res = url.startsWith('/api/') ? await asManager(options) : await t.app.inject(options);
      answers.push({ route: `${method} ${path}`, status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(answers.map(({ route }) => ({ route, status: 400, body: expected })));
  });
});
