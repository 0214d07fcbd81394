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

  it.each(['/api/student-profiles/?page=1', '/api/groups/1/', '/api/calls/'])(
    'writes the very bytes of the checked serializer for %s',
    async (url) => {
      const read = async (app: TestApp) =>
        (
          await app.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${bearer}` },
          })
        ).body;
      const [a, b] = [await read(checked), await read(compiled)];
      expect(b).toBe(a);
    },
  );

  it('writes a nullable object or id as JSON.stringify does, null or not, with no anyOf', () => {
    const schema = responseJsonSchema(studentProfileSchema);
    expect(JSON.stringify(schema)).not.toContain('anyOf');
    const write = fastJson(schema as never);
    const staff = { instructor: 'Omar', instructor_id: 7, supervisor: null, supervisor_id: null };
    const managers = { account_manager: 'Mona', account_manager_id: 9 };
    const profile = {
      id: 5,
      user: {
        id: 5,
        username: 'sara',
        first_name: 'Sara',
        middle_name: '',
        last_name: 'Hassan',
        full_name: 'Sara Hassan',
        email: 'sara@example.com',
        phone_number: null,
        nationality: 'Egyptian',
        gender: null,
        is_verified: true,
        is_active: true,
      },
      status: 'active',
      current_level: 2,
      total_levels: 8,
      remaining_levels: 6,
      private_or_group: 'group',
      amount: '100.00',
      outstanding_amount: '0.00',
      indebtedness: false,
      currency: 'EGP',
      offer: null,
      certificate: 'B1 "quoted"',
      group: { id: 3, days: 'sat/tue', hours: '10:00', current_level: 2, ...staff, ...managers },
      call: null,
      attendance: {
        sessions: [true, false, false, false, false, false, false, false, false],
        total_attendance: 1,
      },
      evaluation: {
        oral: 1,
        participation: 2,
        written: 3,
        listening: 4,
        tasks: 5,
        total_score: 15,
        pass_fail: 'pending',
      },
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    };
    const swapped = {
      ...profile,
      group: null,
      call: { id: 4, time: '14:30:00', months: 3, ...staff, ...managers, account_manager_id: null },
    };
    for (const value of [profile, swapped])
      expect(write(value as never)).toBe(JSON.stringify(value));
  });
});
