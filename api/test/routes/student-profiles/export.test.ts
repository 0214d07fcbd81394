// GET /api/student-profiles/export/: the operations manager's CSV of every matching student.
import { STUDENT_LIST_COLUMNS } from 'shared-domain/people';
import { studentProfileBatches, type UserRow } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../../helpers/app';
import { createGroup, updateProfile } from '../../helpers/groups';

let t: TestApp;
let asOps: Inject;
let ops: UserRow;
const students: UserRow[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  ops = await createUser(t.app, { role: 'operations_manager' });
  asOps = await injectAs(t.app, ops);
  const groupId = (await createGroup(t.app, { days: 'sun/wed', hours: '10 AM - 12 PM' })).id;
  const people: [string, Parameters<typeof updateProfile>[2]][] = [
    ['Yasmin', { status: 'active', groupId, offer: '3 levels, "summer" deal' }],
    ['Farida', { status: 'waiting' }],
    ['Salma', { status: 'active' }],
  ];
  for (const [firstName, profile] of people) {
    const student = await createUser(t.app, {
      role: 'student',
      firstName,
      lastName: 'Nabil',
      email: `${firstName.toLowerCase()}.n@example.test`,
    });
    await updateProfile(t.app, student.id, profile);
    students.push(student);
  }
});
afterAll(() => t.close());

/** The CSV's lines, split on CRLF outside quotes (no field here holds a line break). */
function lines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('GET /api/student-profiles/export/', () => {
  it('sends every student as a CSV file with the Student List’s columns', async () => {
    const res = await asOps({ method: 'GET', url: '/api/student-profiles/export/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(STUDENT_LIST_COLUMNS.map((column) => column.header).join(','));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^Yasmin Nabil,/);
    expect(rows[0]).toContain(',#1,10 AM - 12 PM,');
    expect(rows[0]).toContain(',"3 levels, ""summer"" deal",');
    expect(rows.map((row) => row.split(',')[0])).toEqual([
      'Yasmin Nabil',
      'Farida Nabil',
      'Salma Nabil',
    ]);
  });

  it('keeps to the search and the status filter', async () => {
    const active = await asOps({
      method: 'GET',
      url: '/api/student-profiles/export/?status=active',
    });
    expect(
      lines(active.body)
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(['Yasmin Nabil', 'Salma Nabil']);
    const searched = await asOps({
      method: 'GET',
      url: '/api/student-profiles/export/?search=farida',
    });
    expect(
      lines(searched.body)
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(['Farida Nabil']);
    const none = await asOps({ method: 'GET', url: '/api/student-profiles/export/?search=nobody' });
    expect(lines(none.body)).toHaveLength(1);
  });

  it('refuses an unknown status with a field error', async () => {
    const res = await asOps({ method: 'GET', url: '/api/student-profiles/export/?status=gone' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('status');
  });

  it('reads the students a batch at a time, each in id order, none twice', async () => {
    const batches: number[][] = [];
    for await (const batch of studentProfileBatches(t.app.db, ops, {}, 2)) {
      batches.push(batch.map((profile) => profile.id));
    }
    expect(batches).toEqual([[students[0]!.id, students[1]!.id], [students[2]!.id]]);
  });
});
