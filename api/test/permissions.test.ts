// The role matrix of docs/api.md#who-may-do-what, route by route: each route of the app called as
// each of the five roles, as an instructor of another group and as no one. A route the app
// registers without an entry here (or an entry naming no route) fails the suite.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from 'shared-domain';
import { attendance, evaluations, ledgerEntries, type UserRow } from './helpers/db';
import {
  buildTestApp,
  createUser,
  injectAs,
  TEST_PASSWORD,
  type Inject,
  type TestApp,
} from './helpers/app';
import { createCall, createGroup, updateProfile } from './helpers/groups';
import { registeredRoutes } from './helpers/routes';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client';

type Caller = Role | 'other_instructor' | 'no_one';
type Statuses = Record<Caller, number>;

const CALLERS: Caller[] = [
  'operations_manager',
  'account_manager',
  'supervisor',
  'instructor',
  'student',
  'other_instructor',
  'no_one',
];

/** Admins only: managers get `status`, everyone else 403. */
const managers = (status: number): Statuses => ({
  operations_manager: status,
  account_manager: status,
  supervisor: 403,
  instructor: 403,
  student: 403,
  other_instructor: 403,
  no_one: 401,
});

/** A list the four staff roles read, each what they are assigned to; students are refused. */
const staffList: Statuses = {
  ...managers(200),
  supervisor: 200,
  instructor: 200,
  other_instructor: 200,
};

/** One record of the fixture group or call: its staff read it, other staff and students not. */
const assignedItem: Statuses = { ...managers(200), supervisor: 200, instructor: 200 };

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

/** Routes that need no account, with why. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /healthz': 'liveness probe',
  'GET /readyz': 'readiness probe',
  'POST /auth/login/': 'signing in',
  'POST /auth/refresh/': 'the refresh cookie is the credential',
  'POST /auth/logout/': 'the refresh cookie, or the access token, is the credential',
  'POST /auth/register-student/': 'sign-up',
  'POST /auth/register-staff/': 'sign-up',
  'GET /auth/verify-email/{token}/': 'the e-mailed token is the credential',
  'POST /auth/resend-verification/': 'asked before signing in',
  'POST /auth/forgot-password/': 'asked before signing in',
  'GET /auth/validate-reset-token/{token}/': 'the e-mailed token is the credential',
  'POST /auth/reset-password/{token}/': 'the e-mailed token is the credential',
  'OPTIONS *': 'CORS preflight',
};
/** The OpenAPI document and Swagger UI are public reading. */
const PUBLIC_PREFIX = '/docs';

interface Fixture {
  app: FastifyInstance;
  student: UserRow;
  groupId: number;
  callId: number;
  freshStudent(): Promise<number>;
  freshInstructor(): Promise<number>;
  freshGroup(): Promise<number>;
  freshCall(): Promise<number>;
  /** A dry-run import of one row, the operations manager's: another user's is a 404. */
  freshImport(): Promise<number>;
}

interface Entry {
  statuses: Statuses;
  request(f: Fixture): Promise<Omit<InjectOptions, 'method'>>;
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

const newStaff = () => {
  const tag = unique();
  return {
    email: `matrix${tag}@example.test`,
    username: `matrix_${tag}`,
    first_name: 'Matrix',
    middle_name: 'M',
    last_name: 'Member',
    password: 'Passw0rd1',
    phone_number: '+20 100 555 0000',
    nationality: 'Egyptian',
    gender: 'male',
    role: 'instructor',
  };
};

const SCORES = { oral: 40, participation: 15, written: 8, listening: 7, tasks: 6 };
const CALL = (instructor: number) => ({
  instructor,
  time: '11:15:00',
  months: 3,
  supervisor: null,
  account_manager: null,
});

const MATRIX: Record<string, Entry> = {
  'GET /api/me/': {
    statuses: {
      ...managers(200),
      supervisor: 200,
      instructor: 200,
      student: 200,
      other_instructor: 200,
    },
    request: async () => ({ url: '/api/me/' }),
  },
  // Everyone signed in edits their own profile and password.
  'PATCH /api/me/': {
    statuses: {
      ...managers(200),
      supervisor: 200,
      instructor: 200,
      student: 200,
      other_instructor: 200,
    },
    request: async () => ({ url: '/api/me/', payload: { nationality: 'Saudi' } }),
  },
  'POST /api/me/password/': {
    statuses: {
      ...managers(200),
      supervisor: 200,
      instructor: 200,
      student: 200,
      other_instructor: 200,
    },
    // Each caller changes their own password once; their own session stays signed in.
    request: async () => ({
      url: '/api/me/password/',
      payload: { current_password: TEST_PASSWORD, new_password: 'Changed1pass' },
    }),
  },

  'GET /api/users/': { statuses: managers(200), request: async () => ({ url: '/api/users/' }) },
  'POST /api/users/': {
    statuses: managers(201),
    request: async () => ({ url: '/api/users/', payload: newStaff() }),
  },
  'PATCH /api/users/{id}/': {
    statuses: managers(200),
    request: async (f) => ({
      url: `/api/users/${await f.freshInstructor()}/`,
      payload: { nationality: 'Saudi' },
    }),
  },
  'DELETE /api/users/{id}/': {
    statuses: managers(204),
    request: async (f) => ({ url: `/api/users/${await f.freshInstructor()}/` }),
  },

  // A student reads the list too, holding only their own profile.
  'GET /api/student-profiles/': {
    statuses: { ...staffList, student: 200 },
    request: async () => ({ url: '/api/student-profiles/' }),
  },
  // Exports: the two manager roles, each of what its list shows them.
  'GET /api/student-profiles/export/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/student-profiles/export/?format=xlsx' }),
  },
  'GET /api/users/export/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/users/export/?format=xlsx' }),
  },
  'GET /api/groups/export/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/groups/export/?format=xlsx' }),
  },
  'GET /api/calls/export/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/calls/export/?format=xlsx' }),
  },
  'GET /api/student-profiles/{userId}/activity/': {
    statuses: assignedItem,
    request: async (f) => ({ url: `/api/student-profiles/${f.student.id}/activity/` }),
  },
  'GET /api/audit/': {
    statuses: { ...managers(200), account_manager: 403 },
    request: async () => ({ url: '/api/audit/' }),
  },
  'GET /api/audit/export/': {
    statuses: { ...managers(200), account_manager: 403 },
    request: async () => ({ url: '/api/audit/export/' }),
  },
  'GET /api/imports/template/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/imports/template/?kind=students&format=csv' }),
  },
  'GET /api/imports/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/imports/' }),
  },
  'POST /api/imports/': {
    statuses: managers(202),
    request: async () => {
      const student = newStaff();
      const columns = ['email', 'username', 'first_name', 'middle_name', 'last_name'];
      const more = ['phone_number', 'nationality', 'gender'] as const;
      return {
        url: '/api/imports/?kind=students',
        headers: { 'content-type': 'text/csv' },
        payload: [
          [...columns, ...more].join(','),
          [...columns, ...more].map((c) => student[c as keyof typeof student]).join(','),
        ].join('\n'),
      };
    },
  },
  // An import is its uploader's own: another manager does not know of it.
  'GET /api/imports/{id}/': {
    statuses: { ...managers(200), account_manager: 404 },
    request: async (f) => ({ url: `/api/imports/${await f.freshImport()}/` }),
  },
  'GET /api/imports/{id}/rows/': {
    statuses: { ...managers(200), account_manager: 404 },
    request: async (f) => ({ url: `/api/imports/${await f.freshImport()}/rows/` }),
  },
  'POST /api/imports/{id}/commit/': {
    statuses: { ...managers(202), account_manager: 404 },
    request: async (f) => ({ url: `/api/imports/${await f.freshImport()}/commit/`, payload: {} }),
  },
  'GET /api/student-profiles/{userId}/': {
    statuses: { ...assignedItem, student: 200 },
    request: async (f) => ({ url: `/api/student-profiles/${f.student.id}/` }),
  },
  // Managers read every ledger, a student their own (the fixture student); other staff none.
  'GET /api/student-profiles/{userId}/ledger/': {
    statuses: { ...managers(200), student: 200 },
    request: async (f) => ({ url: `/api/student-profiles/${f.student.id}/ledger/` }),
  },
  'POST /api/student-profiles/{userId}/ledger/': {
    statuses: managers(201),
    request: async (f) => ({
      url: `/api/student-profiles/${await f.freshStudent()}/ledger/`,
      payload: {
        kind: 'course_fee',
        amount_minor: 10000,
        currency: 'USD',
        idempotency_key: `matrix-${unique()}`,
      },
    }),
  },
  'POST /api/student-profiles/{userId}/ledger/{entryId}/reverse/': {
    statuses: managers(201),
    request: async (f) => {
      const studentId = await f.freshStudent();
      const [entry] = await f.app.db
        .insert(ledgerEntries)
        .values({ studentId, kind: 'course_fee', chargeMinor: 10000, currency: 'USD' })
        .returning({ id: ledgerEntries.id });
      return {
        url: `/api/student-profiles/${studentId}/ledger/${entry!.id}/reverse/`,
        payload: { reason: 'Matrix', idempotency_key: `matrix-${unique()}` },
      };
    },
  },
  // A payment's receipt: managers, and the student it was issued to (the fixture student).
  'GET /api/student-profiles/{userId}/ledger/{entryId}/receipt.pdf': {
    statuses: { ...managers(200), student: 200 },
    request: async (f) => ({
      url: `/api/student-profiles/${f.student.id}/ledger/${await matrixPayment(f)}/receipt.pdf`,
    }),
  },
  'POST /api/student-profiles/{userId}/ledger/{entryId}/receipt/mail/': {
    statuses: managers(202),
    request: async (f) => ({
      url: `/api/student-profiles/${f.student.id}/ledger/${await matrixPayment(f)}/receipt/mail/`,
    }),
  },
  'POST /api/student/': {
    statuses: managers(201),
    request: async () => {
      const { role: _role, ...student } = newStaff();
      return { url: '/api/student/', payload: student };
    },
  },
  'PATCH /api/student-profiles/{userId}/': {
    statuses: managers(200),
    request: async (f) => ({
      url: `/api/student-profiles/${await f.freshStudent()}/`,
      payload: { status: 'active' },
    }),
  },
  'DELETE /api/student-profiles/{userId}/': {
    statuses: managers(204),
    request: async (f) => ({ url: `/api/student-profiles/${await f.freshStudent()}/` }),
  },

  'GET /api/student-evaluations/': {
    statuses: staffList,
    request: async () => ({ url: '/api/student-evaluations/' }),
  },
  'GET /api/student-evaluations/{id}/': {
    statuses: assignedItem,
    request: async (f) => ({ url: `/api/student-evaluations/${f.student.id}/` }),
  },
  'POST /api/student-evaluations/': {
    statuses: managers(201),
    request: async (f) => ({
      url: '/api/student-evaluations/',
      payload: { student: await f.freshStudent(), ...SCORES, pass_fail: 'pending' },
    }),
  },
  'PATCH /api/student-evaluations/{id}/': {
    statuses: managers(200),
    request: async (f) => ({
      url: `/api/student-evaluations/${await f.freshStudent()}/`,
      payload: SCORES,
    }),
  },
  'DELETE /api/student-evaluations/{id}/': {
    statuses: managers(204),
    request: async (f) => {
      const id = await f.freshStudent();
      await f.app.db.insert(evaluations).values({ studentId: id, ...SCORES });
      return { url: `/api/student-evaluations/${id}/` };
    },
  },

  'GET /api/student-attendance/': {
    statuses: staffList,
    request: async () => ({ url: '/api/student-attendance/' }),
  },
  'GET /api/student-attendance/{id}/': {
    statuses: assignedItem,
    request: async (f) => ({ url: `/api/student-attendance/${f.student.id}/` }),
  },
  'POST /api/student-attendance/': {
    statuses: managers(201),
    request: async (f) => ({
      url: '/api/student-attendance/',
      payload: { student: await f.freshStudent(), session_one: true },
    }),
  },
  'PATCH /api/student-attendance/{id}/': {
    statuses: managers(200),
    request: async (f) => ({
      url: `/api/student-attendance/${await f.freshStudent()}/`,
      payload: { session_two: true },
    }),
  },
  'DELETE /api/student-attendance/{id}/': {
    statuses: managers(204),
    request: async (f) => {
      const id = await f.freshStudent();
      await f.app.db.insert(attendance).values({ studentId: id, sessionOne: true });
      return { url: `/api/student-attendance/${id}/` };
    },
  },

  'GET /api/groups/': { statuses: staffList, request: async () => ({ url: '/api/groups/' }) },
  'GET /api/groups/{id}/': {
    statuses: assignedItem,
    request: async (f) => ({ url: `/api/groups/${f.groupId}/` }),
  },
  'GET /api/groups/{id}/activity/': {
    statuses: assignedItem,
    request: async (f) => ({ url: `/api/groups/${f.groupId}/activity/` }),
  },
  'POST /api/groups/': {
    statuses: managers(201),
    request: async () => ({
      url: '/api/groups/',
      payload: { days: 'sat/tue', hours: '4 PM - 6 PM' },
    }),
  },
  'PATCH /api/groups/{id}/': {
    statuses: managers(200),
    request: async (f) => ({
      url: `/api/groups/${await f.freshGroup()}/`,
      payload: { session_one: true },
    }),
  },
  'DELETE /api/groups/{id}/': {
    statuses: managers(204),
    request: async (f) => ({ url: `/api/groups/${await f.freshGroup()}/` }),
  },
  'PATCH /api/groups/{id}/update-level/': {
    statuses: managers(200),
    request: async (f) => ({
      url: `/api/groups/${await f.freshGroup()}/update-level/`,
      payload: { current_level: 2 },
    }),
  },

  'POST /api/groups/{id}/students/': {
    statuses: managers(200),
    request: async (f) => ({
      url: `/api/groups/${await f.freshGroup()}/students/`,
      payload: { students: [await f.freshStudent()] },
    }),
  },
  'DELETE /api/groups/{id}/students/{userId}/': {
    statuses: managers(204),
    request: async (f) => {
      const groupId = await f.freshGroup();
      const studentId = await f.freshStudent();
      await updateProfile(f.app, studentId, { groupId });
      return { url: `/api/groups/${groupId}/students/${studentId}/` };
    },
  },

  'GET /api/calls/': { statuses: staffList, request: async () => ({ url: '/api/calls/' }) },
  'GET /api/calls/{id}/': {
    statuses: assignedItem,
    request: async (f) => ({ url: `/api/calls/${f.callId}/` }),
  },
  'POST /api/calls/': {
    statuses: managers(201),
    request: async (f) => ({ url: '/api/calls/', payload: CALL(await f.freshInstructor()) }),
  },
  'PUT /api/calls/{id}/': {
    statuses: managers(200),
    request: async (f) => ({
      url: `/api/calls/${await f.freshCall()}/`,
      payload: CALL(await f.freshInstructor()),
    }),
  },
  'DELETE /api/calls/{id}/': {
    statuses: managers(204),
    request: async (f) => ({ url: `/api/calls/${await f.freshCall()}/` }),
  },

  'GET /api/schedule/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/schedule/' }),
  },
  'GET /api/takings/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/takings/' }),
  },
  'GET /api/takings/export/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/takings/export/' }),
  },
  'GET /api/takings/report.pdf': {
    statuses: managers(200),
    request: async () => ({ url: '/api/takings/report.pdf' }),
  },
  // Reports: the two manager roles, and supervisors for the groups they supervise.
  'GET /api/reports/results/': {
    statuses: { ...managers(200), supervisor: 200 },
    request: async () => ({ url: '/api/reports/results/' }),
  },
  'GET /api/reports/results/export/': {
    statuses: { ...managers(200), supervisor: 200 },
    request: async () => ({ url: '/api/reports/results/export/?format=xlsx&by=group' }),
  },
  'GET /api/reports/at-risk/': {
    statuses: { ...managers(200), supervisor: 200 },
    request: async () => ({ url: '/api/reports/at-risk/' }),
  },
  'GET /api/reports/at-risk/export/': {
    statuses: { ...managers(200), supervisor: 200 },
    request: async () => ({ url: '/api/reports/at-risk/export/?format=xlsx' }),
  },
  'GET /api/reports/missing/': {
    statuses: { ...managers(200), supervisor: 200 },
    request: async () => ({ url: '/api/reports/missing/' }),
  },
  'GET /api/reports/missing/export/': {
    statuses: { ...managers(200), supervisor: 200 },
    request: async () => ({ url: '/api/reports/missing/export/?format=xlsx&part=pending' }),
  },
  'GET /api/reports/movement/': {
    statuses: { ...managers(200), supervisor: 200 },
    request: async () => ({ url: '/api/reports/movement/' }),
  },
  'GET /api/reports/movement/export/': {
    statuses: { ...managers(200), supervisor: 200 },
    request: async () => ({ url: '/api/reports/movement/export/?format=xlsx' }),
  },
  'GET /api/overview/': {
    statuses: managers(200),
    request: async () => ({ url: '/api/overview/' }),
  },
};

let receiptNumbers = 0;

/** A payment of the fixture student with a receipt of its own (of a year no test pays in). */
async function matrixPayment(f: Fixture): Promise<number> {
  receiptNumbers += 1;
  const [entry] = await rows<{ id: number }>(
    f.app.db,
    sql`INSERT INTO ledger_entries (student_id, kind, paid_minor, currency, method,
          receipt_year, receipt_number)
        VALUES (${f.student.id}, 'payment', 1000, 'USD', 'cash', 1999, ${receiptNumbers})
        RETURNING id`,
  );
  return entry!.id;
}

/** 'GET /api/groups/{id}/' and 'GET /api/groups/:id' alike: parameters named alike, no final slash. */
function routeKey(route: string): string {
  const [method, path] = route.split(' ') as [string, string];
  const normalised = path.replace(/\{\w+\}|:\w+/g, ':param').replace(/(.)\/$/, '$1');
  return `${method} ${normalised}`;
}

let t: TestApp;
let fixture: Fixture;
const injects = new Map<Caller, Inject>();

beforeAll(async () => {
  t = await buildTestApp();
  const app = t.app;
  const users = {} as Record<Exclude<Caller, 'no_one'>, UserRow>;
  for (const caller of CALLERS) {
    if (caller === 'no_one') continue;
    const role = caller === 'other_instructor' ? 'instructor' : caller;
    users[caller] = await createUser(app, { role });
    injects.set(caller, await injectAs(app, users[caller]));
  }
  injects.set('no_one', (options) => app.inject(options));

  const group = await createGroup(app, {
    days: 'sun/wed',
    hours: '4 PM - 6 PM',
    instructorId: users.instructor.id,
    supervisorId: users.supervisor.id,
  });
  await createGroup(app, {
    days: 'sun/wed',
    hours: '4 PM - 6 PM',
    instructorId: users.other_instructor.id,
  });
  const call = await createCall(app, {
    instructorId: users.instructor.id,
    supervisorId: users.supervisor.id,
  });
  await updateProfile(app, users.student.id, {
    groupId: group.id,
    callId: call.id,
    status: 'active',
  });
  await app.db.insert(evaluations).values({ studentId: users.student.id, ...SCORES });
  await app.db.insert(attendance).values({ studentId: users.student.id, sessionOne: true });

  fixture = {
    app,
    student: users.student,
    groupId: group.id,
    callId: call.id,
    freshStudent: async () => (await createUser(app, { role: 'student' })).id,
    freshInstructor: async () => (await createUser(app, { role: 'instructor' })).id,
    freshGroup: async () => (await createGroup(app, { days: 'mon/thu', hours: '8 PM - 10 PM' })).id,
    freshCall: async () => (await createCall(app)).id,
    freshImport: async () => {
      const [created] = await rows<{ id: number }>(
        app.db,
        sql`INSERT INTO imports (kind, actor_id, file_name, format, status, rows_read, to_create)
            VALUES ('students', ${users.operations_manager.id}, 'matrix.csv', 'csv', 'checked', 1, 1)
            RETURNING id`,
      );
      return created!.id;
    },
  };
});
afterAll(() => t.close());

describe('the permission matrix', () => {
  it('has an entry for every route the app registers, and no entry for a route it lacks', () => {
    const registered = registeredRoutes(t.app);
    const known = new Set([...Object.keys(MATRIX), ...Object.keys(PUBLIC_ROUTES)].map(routeKey));
    const listed = registered.filter((route) => !route.split(' ')[1]!.startsWith(PUBLIC_PREFIX));
    expect(listed.filter((route) => !known.has(routeKey(route)))).toEqual([]);
    const served = new Set(registered.map(routeKey));
    expect([...known].filter((route) => !served.has(route))).toEqual([]);
  });

  const cases = Object.entries(MATRIX).flatMap(([route, entry]) =>
    CALLERS.map((caller) => [route, caller, entry.statuses[caller]] as const),
  );

  it.each(cases)('%s as %s answers %i', async (route, caller, status) => {
    const [method] = route.split(' ') as [InjectOptions['method']];
    const options = await MATRIX[route]!.request(fixture);
    const res = await injects.get(caller)!({ ...options, method });
    // The body is part of the comparison so that a wrong status shows why.
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    expect({ status: res.statusCode, body: json ? res.json() : null }).toMatchObject({
      status,
      ...(status === 403 && { body: FORBIDDEN }),
    });
  });
});

describe('path ids', () => {
  /** Every route of the matrix whose path names a record by its id. */
  const withIds = Object.keys(MATRIX).filter((route) => /\{\w+\}/.test(route));
  const spellings = (id: string) => [
    `0x${Number(id).toString(16)}`,
    `${id}.0`,
    `%20${id}`,
    `0${id}`,
    `${id}e0`,
    `+${id}`,
  ];

  it.each(withIds)('%s answers 404 for any other spelling of the id', async (route) => {
    const [method] = route.split(' ') as [InjectOptions['method']];
    const options = await MATRIX[route]!.request(fixture);
    const url = String(options.url);
    // The id is the path's last part, or the one before its actions or file (receipt/mail/, .pdf).
    const id = /\/(\d+)\/(?:(?:[a-z-]+\/){1,2}|[a-z-]+\.[a-z]+)?$/.exec(url)?.[1];
    expect(id).toBeDefined();
    for (const spelling of spellings(id!)) {
      const spelled = url.replace(`/${id}/`, `/${spelling}/`);
      const res = await injects.get('operations_manager')!({ ...options, method, url: spelled });
      expect({ url: spelled, status: res.statusCode }).toEqual({ url: spelled, status: 404 });
    }
  });
});
