// Every record's created_at and updated_at are UTC ISO-8601 to the millisecond, whichever read
// writes them out (the hot lists have PostgreSQL format them; others format a Date).
import { sql } from 'drizzle-orm';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import {
  createCall,
  createGroup,
  setAttendance,
  setEvaluation,
  updateProfile,
} from '../helpers/groups';

let t: TestApp;
let asManager: Inject;
let groupId: number;
let callId: number;
let studentId: number;

// Microseconds are cut to milliseconds, as a JS Date's are; an offset becomes UTC. An insert
// takes SQL for any column, though the helpers' types name Dates (a Date has no microseconds).
const stamped = {
  createdAt: sql`'2026-03-04 07:06:07.891789+02'::timestamptz`,
  updatedAt: sql`'2026-05-06 07:08:09+00'::timestamptz`,
} as unknown as { createdAt: Date; updatedAt: Date };
const STAMPS = { created_at: '2026-03-04T05:06:07.891Z', updated_at: '2026-05-06T07:08:09.000Z' };

beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  groupId = (await createGroup(t.app, stamped)).id;
  callId = (await createCall(t.app, stamped)).id;
  studentId = (await createUser(t.app, { role: 'student' })).id;
  await updateProfile(t.app, studentId, { groupId });
  await setAttendance(t.app, studentId, { sessionOne: true, ...stamped });
  await setEvaluation(t.app, studentId, { oral: 30, ...stamped });
});
afterAll(() => t.close());

const results = async (url: string) => (await asManager({ method: 'GET', url })).json().results;

it('gives a group its timestamps in the list and in its detail', async () => {
  expect(await results('/api/groups/')).toEqual([
    expect.objectContaining({ id: groupId, ...STAMPS }),
  ]);
  expect((await asManager({ method: 'GET', url: `/api/groups/${groupId}/` })).json()).toMatchObject(
    { id: groupId, ...STAMPS },
  );
});

it('gives a call its timestamps in the list', async () => {
  expect(await results('/api/calls/')).toEqual([
    expect.objectContaining({ id: callId, ...STAMPS }),
  ]);
});

it("gives a student's attendance and evaluation records their timestamps", async () => {
  expect(await results('/api/student-attendance/')).toEqual([
    expect.objectContaining({ id: studentId, ...STAMPS }),
  ]);
  expect(await results('/api/student-evaluations/')).toEqual([
    expect.objectContaining({ id: studentId, ...STAMPS }),
  ]);
});
