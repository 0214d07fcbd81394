// The centre's students: GET /api/student-profiles/ (search, status filter), POST /api/student/,
// PATCH and DELETE of a profile and the CSV export, with the API's checks (a taken e-mail or
// username, an unknown group or call, an amount owed above the fee) and its audit trail.
import type { z } from 'zod';
import { type CentreStudent, makeStudentProfile, makeUser } from 'shared-domain/factory';
import { STUDENT_LIST_COLUMNS } from 'shared-domain/people';
import { checkResponse, createdStudentSchema, studentProfileSchema } from 'shared-domain/responses';
import {
  VALIDATION_MESSAGES,
  createStudentSchema,
  updateStudentSchema,
} from 'shared-domain/schemas';
import { toCsv, unknownIdMessage } from 'shared-domain/server';
import type { Answer, FakeApi } from '../../fake-api';
import {
  type RecordChange,
  attendanceColumns,
  evaluationColumns,
  studentColumns,
  studentUserColumns,
} from '../audit';
import { authorized, serveCollection, validated } from '../collection';
import { fullName, nextUserId, taken } from './staff';
import { type Centre, now } from './state';

export const STUDENTS_PATH = '/api/student-profiles/';

const money = (value: string | number) => Number(value).toFixed(2);

function studentMatches({ user, status }: CentreStudent, term: string): boolean {
  return [user.full_name, user.email, user.username, user.phone_number ?? '', status].some(
    (field) => field.toLowerCase().includes(term),
  );
}

/** A profile's new fields: the API's rules on levels left, amounts and the group and call named. */
function changed(
  centre: Centre,
  student: CentreStudent,
  fields: z.output<typeof updateStudentSchema>,
): CentreStudent | Answer {
  for (const [field, ids] of [
    ['group_id', centre.groups],
    ['call_id', centre.calls],
  ] as const) {
    const id = fields[field];
    if (typeof id === 'number' && !ids.some((one) => one.id === id))
      return { status: 400, body: { [field]: [unknownIdMessage(id)] } };
  }
  const next = { ...student, ...fields } as CentreStudent;
  if (fields.total_levels !== undefined)
    next.remaining_levels = Math.min(
      fields.total_levels,
      Math.max(0, student.remaining_levels + fields.total_levels - student.total_levels),
    );
  next.amount = money(next.amount);
  next.outstanding_amount = money(next.outstanding_amount);
  if (Number(next.outstanding_amount) > Number(next.amount))
    return {
      status: 400,
      body: { outstanding_amount: [VALIDATION_MESSAGES.outstandingAboveAmount] },
    };
  next.indebtedness = Number(next.outstanding_amount) > 0;
  next.updated_at = now();
  return next;
}

/**
 * The rows a student's write changed, as the API's trail lists them; a removal takes the account,
 * the profile, then the evaluation and attendance of a student who has them.
 */
function studentRecords(
  centre: Centre,
  before: CentreStudent | null,
  after: CentreStudent | null,
): RecordChange[] {
  if (after)
    return [
      {
        resource: 'student',
        id: after.id,
        before: before && studentColumns(centre.profile(before)),
        after: studentColumns(centre.profile(after)),
      },
    ];
  const student = centre.profile(before!);
  const { id } = student;
  const removed = (resource: RecordChange['resource'], columns: Record<string, unknown>) => ({
    resource,
    id,
    before: columns,
    after: null,
  });
  return [
    removed('user', studentUserColumns(student.user)),
    removed('student', studentColumns(student)),
    ...(centre.withRecords.has(id)
      ? [
          removed('evaluation', evaluationColumns(id, student.evaluation)),
          removed('attendance', attendanceColumns(id, student.attendance)),
        ]
      : []),
  ];
}

export function serveStudents(api: FakeApi, centre: Centre): void {
  const { trail } = centre;
  serveCollection(api, {
    path: STUDENTS_PATH,
    seed: centre.students,
    schema: studentProfileSchema,
    present: centre.profile,
    matches: studentMatches,
    filter: (student, query) => !query.status || student.status === query.status,
    update: {
      schema: updateStudentSchema,
      apply: (student, input) => changed(centre, student, input),
    },
    remove: true,
    audit: {
      trail,
      resource: 'student',
      records: (before, after) => studentRecords(centre, before, after),
    },
  });
  api.on(
    'POST',
    '/api/student/',
    authorized(({ body }) => {
      const result = validated(createStudentSchema, body);
      if (!result.ok) return result.answer;
      const input = result.value;
      const refused = taken(centre, input);
      if (refused) return refused;
      const id = nextUserId(centre);
      const user = makeUser('student', {
        id,
        ...input,
        full_name: fullName(input),
        is_verified: false,
      });
      // No attendance and no scores yet: makeStudentProfile's own.
      const {
        group: _group,
        call: _call,
        ...profile
      } = makeStudentProfile(user, {
        status: 'waiting',
        current_level: input.current_level,
        total_levels: input.total_levels,
        remaining_levels: input.total_levels,
        private_or_group: input.private_or_group,
        amount: money(input.amount),
        outstanding_amount: money(input.outstanding_amount),
        indebtedness: Number(input.outstanding_amount) > 0,
        currency: input.currency,
        offer: input.offer ?? null,
        certificate: input.certificate ?? null,
        created_at: now(),
        updated_at: now(),
      });
      const student: CentreStudent = { ...profile, group_id: null, call_id: null };
      centre.students.push(student);
      const answered = centre.profile(student);
      trail.write('student.create', [
        { resource: 'user', id, before: null, after: studentUserColumns(answered.user) },
        { resource: 'student', id, before: null, after: studentColumns(answered) },
      ]);
      const answer = { ...answered, full_name: user.full_name };
      return { status: 201, body: checkResponse(answer, createdStudentSchema, 'mock student') };
    }),
  );
  api.on(
    'GET',
    `${STUDENTS_PATH}export/`,
    authorized(({ query }) => {
      // Workbooks are written by the API's exceljs, which a browser's mock does not carry.
      if (query.format && query.format !== 'csv')
        return { status: 400, body: { format: ['The mock centre writes CSV files only.'] } };
      const term = (query.search ?? '').trim().toLowerCase();
      const found = centre.students.filter(
        (s) => (!term || studentMatches(s, term)) && (!query.status || s.status === query.status),
      );
      const text = toCsv(
        STUDENT_LIST_COLUMNS.map((column) => column.header),
        found.map((s) => STUDENT_LIST_COLUMNS.map((column) => column.value(centre.profile(s)))),
      );
      return { status: 200, file: { contentType: 'text/csv; charset=utf-8', text } };
    }),
  );
}
