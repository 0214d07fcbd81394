// The lists' exports (staff, groups, calls, students) as CSV and as Excel workbooks read back with
// exceljs: the right columns, every row the search and filters select, formula cells neutralised.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { STUDENT_LIST_COLUMNS } from 'shared-domain/people';
import type { UserRow } from '../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import { createCall, createGroup, updateProfile } from '../helpers/groups';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let asOps: Inject;
let asManager: Inject;
let instructor: UserRow;
let otherInstructor: UserRow;
let groupIds: number[];
let callIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const ops = await createUser(t.app, { role: 'operations_manager', firstName: 'Olfat' });
  asOps = await injectAs(t.app, ops);
  asManager = await injectAs(
    t.app,
    await createUser(t.app, { role: 'account_manager', firstName: 'Amal' }),
  );
  instructor = await createUser(t.app, { role: 'instructor', firstName: 'Ihab', lastName: 'Nour' });
  otherInstructor = await createUser(t.app, {
    role: 'instructor',
    firstName: 'Hany',
    lastName: 'Fouad',
    isActive: false,
  });
  // A name a spreadsheet would run as a formula.
  await createUser(t.app, { role: 'supervisor', firstName: '=HYPERLINK("x")', lastName: 'Sami' });
  const full = await createGroup(t.app, {
    days: 'sat/tue',
    hours: '10 AM - 12 PM',
    currentLevel: 3,
    instructorId: instructor.id,
    maxCapacity: 2,
  });
  const open = await createGroup(t.app, {
    days: 'sun/wed',
    hours: '4 PM - 6 PM',
    currentLevel: 4,
    instructorId: otherInstructor.id,
  });
  groupIds = [full.id, open.id];
  const sixMonths = await createCall(t.app, { instructorId: instructor.id, months: 6 });
  const twelveMonths = await createCall(t.app, {
    instructorId: otherInstructor.id,
    months: 12,
    time: '09:15:00',
  });
  callIds = [sixMonths.id, twelveMonths.id];
  for (const [firstName, groupId, callId] of [
    ['Yasmin', full.id, sixMonths.id],
    ['Farida', full.id, null],
  ] as const) {
    const student = await createUser(t.app, { role: 'student', firstName, lastName: 'Nabil' });
    await updateProfile(t.app, student.id, { groupId, callId, status: 'active' });
  }
});
afterAll(() => t.close());

/** The CSV's lines, each split into its cells (no cell here holds a comma or line break). */
function csvRows(res: LightMyRequestResponse): string[][] {
  return res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

/** The workbook's one sheet, row by row, as exceljs reads it back. */
async function sheetRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

const STAFF_HEADER = [
  'ID',
  'Name',
  'Username',
  'Email',
  'Phone',
  'Gender',
  'Nationality',
  'Role',
  'Status',
  'Verified',
  'Created At',
  'Updated At',
];

describe('GET /api/users/export/', () => {
  it('writes the Staff List as a workbook, a formula-like name kept as text', async () => {
    const res = await asOps({ method: 'GET', url: '/api/users/export/?format=xlsx' });
    expect(res.headers['content-disposition']).toBe('attachment; filename="staff.xlsx"');
    const [header, ...rows] = await sheetRows(res);
    expect(header).toEqual(STAFF_HEADER);
    expect(rows.map((row) => row[1])).toEqual([
      'Olfat User1',
      'Amal User2',
      'Ihab Nour',
      'Hany Fouad',
      `'=HYPERLINK("x") Sami`,
    ]);
    // A phone's leading + is neutralised as in the students' export.
    expect(rows[2]!.slice(0, 10)).toEqual([
      instructor.id,
      'Ihab Nour',
      instructor.username,
      instructor.email,
      `'${instructor.phoneNumber}`,
      'female',
      'Egyptian',
      'Instructor',
      'Active',
      'Yes',
    ]);
  });

  it('keeps to the role and active filters, and to what an account manager manages', async () => {
    const res = await asOps({
      method: 'GET',
      url: '/api/users/export/?role=instructor,supervisor&is_active=true',
    });
    expect(res.headers['content-disposition']).toBe('attachment; filename="staff.csv"');
    const [header, ...rows] = csvRows(res);
    expect(header).toEqual(STAFF_HEADER);
    expect(rows.map((row) => row[1])).toEqual(['Ihab Nour', `"'=HYPERLINK(""x"") Sami"`]);
    const managed = csvRows(await asManager({ method: 'GET', url: '/api/users/export/' }));
    expect(managed.slice(1).map((row) => row[7])).toEqual([
      'Instructor',
      'Instructor',
      'Supervisor',
    ]);
  });

  it('words the headers in Arabic when asked', async () => {
    const res = await asOps({
      method: 'GET',
      url: '/api/users/export/?format=xlsx',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.headers['content-language']).toBe('ar');
    const [header] = await sheetRows(res);
    expect(header?.[1]).toBe('الاسم');
  });
});

const GROUP_HEADER = [
  'Group ID',
  'Group',
  'Days',
  'Hours',
  'Level',
  'Instructor',
  'Supervisor',
  'Account Manager',
  'Students',
  'Max Capacity',
  'Status',
  'Sessions Completed',
  'Student ID',
  'Student',
  'Student Phone',
  'Remaining Levels',
];

describe('GET /api/groups/export/', () => {
  it('writes one line per student, and one for a group without students', async () => {
    const [header, ...rows] = await sheetRows(
      await asOps({ method: 'GET', url: '/api/groups/export/?format=xlsx' }),
    );
    expect(header).toEqual(GROUP_HEADER);
    expect(rows.map((row) => [row[0], row[10], row[13]])).toEqual([
      [groupIds[0], 'Full', 'Farida Nabil'],
      [groupIds[0], 'Full', 'Yasmin Nabil'],
      [groupIds[1], 'Open', undefined],
    ]);
    expect(rows[0]!.slice(1, 6)).toEqual([
      `Group ${groupIds[0]}`,
      'Sat/Tue',
      '10 AM - 12 PM',
      'L1',
      'Ihab Nour',
    ]);
  });

  it('keeps to the filters and to the Groups screen’s search', async () => {
    const ids = async (query: string) =>
      csvRows(await asOps({ method: 'GET', url: `/api/groups/export/?${query}` }))
        .slice(1)
        .map((row) => Number(row[0]));
    expect(await ids('full=false')).toEqual([groupIds[1]]);
    expect(await ids(`instructor=${instructor.id}&full=true`)).toEqual([groupIds[0], groupIds[0]]);
    expect(await ids('days=sun/wed&level=4')).toEqual([groupIds[1]]);
    expect(await ids('level=4&days=sat/tue')).toEqual([]);
    // The screen's search reads what the cards show: the level's label, the days' names.
    expect(await ids('search=L2')).toEqual([groupIds[1]]);
    expect(await ids('search=saturday')).toEqual([groupIds[0], groupIds[0]]);
  });
});

describe('GET /api/calls/export/', () => {
  it('writes one line per student, within a range of months', async () => {
    const [header, ...rows] = await sheetRows(
      await asOps({ method: 'GET', url: '/api/calls/export/?format=xlsx' }),
    );
    expect(header).toEqual([
      'Call ID',
      'Time',
      'Duration (months)',
      'Caller',
      'Supervisor',
      'Account Manager',
      'Students',
      'Student ID',
      'Student',
      'Student Phone',
      'Student Level',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[2], row[3], row[8]])).toEqual([
      [callIds[0], '2:30 PM', 6, 'Ihab Nour', 'Yasmin Nabil'],
      [callIds[1], '9:15 AM', 12, 'Hany Fouad', undefined],
    ]);
    const ranged = csvRows(
      await asOps({ method: 'GET', url: '/api/calls/export/?months_from=7&months_to=12' }),
    );
    expect(ranged.slice(1).map((row) => Number(row[0]))).toEqual([callIds[1]]);
  });
});

describe('GET /api/student-profiles/export/?format=xlsx', () => {
  it('writes the Student List’s columns into a workbook', async () => {
    const [header, ...rows] = await sheetRows(
      await asManager({ method: 'GET', url: '/api/student-profiles/export/?format=xlsx' }),
    );
    expect(header).toEqual(STUDENT_LIST_COLUMNS.map((column) => column.header));
    expect(rows.map((row) => row[0])).toEqual(['Yasmin Nabil', 'Farida Nabil']);
  });
});

describe('export formats', () => {
  it.each(['/api/users/export/', '/api/groups/export/', '/api/calls/export/'])(
    '%s refuses a format it does not write',
    async (path) => {
      const res = await asOps({ method: 'GET', url: `${path}?format=pdf` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ format: ['"pdf" is not a valid choice.'] });
    },
  );
});
