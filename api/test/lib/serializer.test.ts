// The compiled serializer (fast-json-stringify, production) writes the same answers as the checked
// one (zod, development and tests) for the routes the screens read most; every one of their
// response schemas compiles, so none falls back to the checked serializer.
import fastJson from 'fast-json-stringify';
import {
  callSchema,
  groupDetailSchema,
  groupRowSchema,
  overviewSchema,
  paginatedSchema,
  scheduleSchema,
  studentProfileSchema,
  evaluationSchema,
  attendanceSchema,
  userSchema,
} from 'shared-domain/responses';
import { loadConfig } from '../../src/config';
import { responseJsonSchema } from '../../src/lib/serializer';
import { DEMO_PASSWORD } from 'shared-domain/factory';
import { buildTestApp, type TestApp } from '../helpers/app';
import { seedCentre } from '../helpers/centre';

let checked: TestApp;
let compiled: TestApp;
let bearer: string;
beforeAll(async () => {
  checked = await buildTestApp();
  compiled = await buildTestApp({ RESPONSE_SERIALIZER: 'compiled' }, { sharing: checked });
  await seedCentre(checked.app.database, { students: 40 });
  const res = await checked.app.inject({
    method: 'POST',
    url: '/auth/login/',
    payload: { email: 'ops@linguadesk.test', password: DEMO_PASSWORD },
  });
  bearer = res.json().access;
});
afterAll(async () => {
  await compiled?.close();
  await checked?.close();
});

describe('the compiled serializer', () => {
  it('is the production default, and chosen or refused by RESPONSE_SERIALIZER', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).responseSerializer).toBe('compiled');
    expect(loadConfig({}).responseSerializer).toBe('checked');
    expect(loadConfig({ RESPONSE_SERIALIZER: 'compiled' }).responseSerializer).toBe('compiled');
    expect(() => loadConfig({ RESPONSE_SERIALIZER: 'fast' })).toThrow(
      'RESPONSE_SERIALIZER must be checked or compiled',
    );
  });

  it.each([
    ['students', paginatedSchema(studentProfileSchema)],
    ['groups', paginatedSchema(groupRowSchema)],
    ['group detail', groupDetailSchema],
    ['calls', paginatedSchema(callSchema)],
    ['evaluations', paginatedSchema(evaluationSchema)],
    ['attendance', paginatedSchema(attendanceSchema)],
    ['schedule', scheduleSchema],
    ['overview', overviewSchema],
    ['user', userSchema],
  ])('compiles the %s schema', (_name, schema) => {
    expect(() => fastJson(responseJsonSchema(schema) as never)).not.toThrow();
  });

  it.each([
    '/api/student-profiles/?page=2',
    '/api/student-profiles/?search=a',
    '/api/groups/?limit=5',
    '/api/groups/1/',
    '/api/calls/',
    '/api/student-evaluations/',
    '/api/student-attendance/',
    '/api/schedule/',
    '/api/overview/',
    '/api/me/',
  ])('writes the same answer as the checked serializer for %s', async (url) => {
    const read = async (app: TestApp) => {
      const res = await app.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const [a, b] = [await read(checked), await read(compiled)];
    expect(b).toEqual(a);
  });
});
