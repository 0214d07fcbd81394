// The people of a small centre for this remote's `dev --mock` page (`pnpm --filter remote-people
// dev --mock`): students (list, search, status filter, add, edit, delete, CSV export), staff (list,
// add, edit, delete), the overview computed from them and each student's Activity (the audit trail
// of the writes made here), in memory, with the API's checks and answers (test-support/mock). The
// demo account is the operations manager, as on the real page.
import {
  API_MESSAGES,
  DAY_GROUPS,
  type Overview,
  SCORE_BUCKETS,
  COMPLETION_BUCKETS,
  STUDENT_STATUSES,
  type StudentProfile,
  type User,
} from 'shared-domain';
import {
  completionBucket,
  formatHours,
  roundedMean,
  scoreBucket,
  totalScore,
} from 'shared-domain/records';
import { STUDENT_LIST_COLUMNS } from 'shared-domain/people';
import { toCsv, unknownIdMessage } from 'shared-domain/server';
import {
  createStaffSchema,
  createStudentSchema,
  updateStudentSchema,
  updateUserSchema,
  VALIDATION_MESSAGES,
} from 'shared-domain/schemas';
import {
  checkResponse,
  createdStudentSchema,
  overviewSchema,
  studentProfileDetailSchema,
  studentProfileSchema,
} from 'shared-domain/responses';
import { makeStaffUser, makeStudentProfile, makeUser } from 'shared-domain/factory';
import {
  type Answer,
  type AuditTrail,
  type Collection,
  type FakeApi,
  type MockCentre,
  NOT_FOUND,
  type RecordChange,
  attendanceColumns,
  authorized,
  createAuditTrail,
  evaluationColumns,
  serveActivity,
  serveCollection,
  serveStaff,
  startMockApi,
  studentColumns,
  studentUserColumns,
  validated,
} from 'test-support/mock';
import { OVERVIEW_PATH } from '../features/overview/api/get-overview';
import { CREATE_STUDENT_PATH } from '../features/students/api/create-student';
import { STUDENTS_EXPORT_PATH } from '../features/students/api/export-students';
import { STUDENTS_PATH } from '../features/students/api/get-students';
import { DEMO_ACCOUNT } from '../standalone/people-standalone';

const FIRST = [
  'Sara',
  'Youssef',
  'Nour',
  'Mariam',
  'Omar',
  'Salma',
  'Karim',
  'Hana',
  'Adam',
  'Lina',
];
const LAST = ['Hassan', 'Adel', 'Ali', 'Tarek', 'Samy', 'Fawzy', 'Gamal', 'Mostafa', 'Ezz'];
const me = makeStaffUser('operations_manager', { email: DEMO_ACCOUNT.email });

type Group = NonNullable<StudentProfile['group']>;

/** Four groups the students are spread over (the Groups remote owns the groups themselves). */
function seedGroups(): Group[] {
  return DAY_GROUPS.concat(DAY_GROUPS[0]!).map((days, index) => ({
    id: index + 1,
    days,
    hours: formatHours(12 + 2 * index, 14 + 2 * index),
    current_level: 1 + index * 3,
    instructor: 'Omar Khalil',
    instructor_id: 4,
    supervisor: 'Dina Saleh',
    supervisor_id: 3,
    account_manager: 'Karim Nasser',
    account_manager_id: 2,
  }));
}

/** 36 students in every status, most of them in a group, some owing money. */
function seedStudents(groups: Group[]): StudentProfile[] {
  return Array.from({ length: 36 }, (_, index) => {
    const id = 100 + index;
    const first = FIRST[index % FIRST.length]!;
    const last = LAST[index % LAST.length]!;
    const user = makeUser('student', {
      id,
      username: `${first}_${last}_${id}`.toLowerCase(),
      first_name: first,
      last_name: last,
      full_name: `${first} ${last}`,
      email: `${first}.${last}.${id}@example.com`.toLowerCase(),
      phone_number: `+2010${String(5550000 + id)}`,
      gender: index % 2 ? 'male' : 'female',
    });
    const status = STUDENT_STATUSES[index % 5 === 4 ? 1 : index % 7 === 6 ? 2 : 0]!;
    const group = status === 'active' ? groups[index % groups.length]! : null;
    const scores = {
      oral: 20 + (id % 30),
      participation: id % 21,
      written: id % 11,
      listening: 6,
      tasks: 8,
    };
    const outstanding = index % 3 === 0 ? '500.00' : '0.00';
    return makeStudentProfile(user, {
      status,
      current_level: group?.current_level ?? 1,
      total_levels: 4,
      remaining_levels: 1 + (index % 4),
      amount: '1500.00',
      outstanding_amount: outstanding,
      indebtedness: outstanding !== '0.00',
      group,
      call: null,
      attendance: {
        sessions: Array.from({ length: 9 }, (_, at) => at < index % 10),
        total_attendance: Math.min(index % 10, 9),
      },
      evaluation: { ...scores, total_score: totalScore(scores), pass_fail: 'pending' },
    });
  });
}

const money = (value: string | number) => Number(value).toFixed(2);

function studentMatches(student: StudentProfile, term: string): boolean {
  const { user } = student;
  return [user.full_name, user.email, user.username, user.phone_number ?? '', student.status].some(
    (field) => field.toLowerCase().includes(term),
  );
}

/** A user already holding this e-mail or username: the API's 400, else null. */
function duplicate(people: User[], input: { email?: string; username?: string }, self?: number) {
  const others = people.filter((person) => person.id !== self);
  const email = input.email !== undefined && others.some((p) => p.email === input.email);
  const username =
    input.username !== undefined && others.some((p) => p.username === input.username);
  if (!email && !username) return null;
  return {
    status: 400,
    body: {
      ...(email ? { email: [API_MESSAGES.duplicateEmail] } : {}),
      ...(username ? { username: [API_MESSAGES.duplicateUsername] } : {}),
    },
  } satisfies Answer;
}

/**
 * The rows a student's removal takes with it, as the API's trail lists them: the account, the
 * profile, then the evaluation and attendance of a student who has them (the seeded ones; a
 * student added here has none yet).
 */
function removedStudent(student: StudentProfile, hasRecords: boolean): RecordChange[] {
  const { id } = student;
  const removed = (resource: RecordChange['resource'], before: Record<string, unknown>) => ({
    resource,
    id,
    before,
    after: null,
  });
  return [
    removed('user', studentUserColumns(student.user)),
    removed('student', studentColumns(student)),
    ...(hasRecords
      ? [
          removed('evaluation', evaluationColumns(id, student.evaluation)),
          removed('attendance', attendanceColumns(id, student.attendance)),
        ]
      : []),
  ];
}

function serveStudents(
  api: FakeApi,
  staff: Collection<User>,
  trail: AuditTrail,
): Collection<StudentProfile> {
  const groups = seedGroups();
  const everyone = () => [...staff.items, ...students.items.map((s) => s.user as User)];
  const seed = seedStudents(groups);
  const withRecords = new Set(seed.map((student) => student.id));
  const students: Collection<StudentProfile> = serveCollection(api, {
    path: STUDENTS_PATH,
    seed,
    schema: studentProfileSchema,
    matches: studentMatches,
    filter: (student, query) => !query.status || student.status === query.status,
    update: {
      schema: updateStudentSchema,
      apply: (student, input): StudentProfile | Answer => {
        const { group_id, call_id: _call, ...fields } = input;
        const group =
          group_id === undefined ? student.group : groups.find((g) => g.id === group_id);
        if (group === undefined && group_id !== undefined && group_id !== null)
          return { status: 400, body: { group_id: [unknownIdMessage(group_id)] } };
        const next = { ...student, ...fields, group: group ?? null };
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
        next.updated_at = new Date().toISOString();
        return next;
      },
    },
    remove: true,
    audit: {
      trail,
      resource: 'student',
      records: (before, after) =>
        after
          ? [
              {
                resource: 'student',
                id: after.id,
                before: before && studentColumns(before),
                after: studentColumns(after),
              },
            ]
          : removedStudent(before!, withRecords.has(before!.id)),
    },
  });
  api.on(
    'POST',
    CREATE_STUDENT_PATH,
    authorized(({ body }) => {
      const result = validated(createStudentSchema, body);
      if (!result.ok) return result.answer;
      const input = result.value;
      const taken = duplicate(everyone(), input);
      if (taken) return taken;
      const id = Math.max(...everyone().map((person) => person.id)) + 1;
      const user = makeUser('student', {
        id,
        ...input,
        full_name: [input.first_name, input.middle_name, input.last_name].filter(Boolean).join(' '),
        is_verified: false,
      });
      const profile = makeStudentProfile(user, {
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
        // No attendance and no scores yet: makeStudentProfile's own.
        group: null,
        call: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      students.items.push(profile);
      trail.write('student.create', [
        { resource: 'user', id, before: null, after: studentUserColumns(profile.user) },
        { resource: 'student', id, before: null, after: studentColumns(profile) },
      ]);
      const answer = { ...profile, full_name: user.full_name };
      return { status: 201, body: checkResponse(answer, createdStudentSchema, 'mock student') };
    }),
  );
  api.on(
    'GET',
    STUDENTS_EXPORT_PATH,
    authorized(({ query }) => {
      const term = (query.search ?? '').trim().toLowerCase();
      const found = students.items.filter(
        (s) => (!term || studentMatches(s, term)) && (!query.status || s.status === query.status),
      );
      const text = toCsv(
        STUDENT_LIST_COLUMNS.map((column) => column.header),
        found.map((s) => STUDENT_LIST_COLUMNS.map((column) => column.value(s))),
      );
      return { status: 200, file: { contentType: 'text/csv; charset=utf-8', text } };
    }),
  );
  return students;
}

/** GET /api/overview/: the Overview's figures, computed from the students as the API does. */
function overviewOf(students: StudentProfile[]): Overview {
  const inGroups = students.filter((s) => s.group);
  const groupIds = [...new Set(inGroups.map((s) => s.group!.id))];
  const totals = students.map((s) => s.evaluation.total_score);
  const buckets = <K extends string>(
    keys: readonly K[],
    of: (value: number) => K,
    values: number[],
  ) =>
    Object.fromEntries(
      keys.map((key) => [key, values.filter((v) => of(v) === key).length]),
    ) as Record<K, number>;
  const levels = new Map<number, number>();
  for (const id of groupIds) {
    const level = inGroups.find((s) => s.group!.id === id)!.group!.current_level;
    levels.set(level, (levels.get(level) ?? 0) + 1);
  }
  const held = groupIds.map((id) => Math.round(((id % 9) / 9) * 100));
  return {
    total_students: students.length,
    active_groups: groupIds.length,
    average_score: roundedMean(totals),
    average_attendance: roundedMean(
      students.map((s) => Math.round((s.attendance.total_attendance / 9) * 100)),
    ),
    score_buckets: buckets(SCORE_BUCKETS, scoreBucket, totals),
    group_completion: buckets(COMPLETION_BUCKETS, completionBucket, held),
    pass_fail: {
      pass: students.filter((s) => s.evaluation.pass_fail === 'pass').length,
      fail: students.filter((s) => s.evaluation.pass_fail === 'fail').length,
      pending: students.filter((s) => s.evaluation.pass_fail === 'pending').length,
    },
    groups_by_level: [...levels].map(([level, count]) => ({ level, count })),
  };
}

export const peopleCentre: MockCentre = {
  demoAccount: DEMO_ACCOUNT,
  user: me,
  serve(api) {
    const people = () => [...staff.items, ...students.items.map((s) => s.user as User)];
    const staff: Collection<User> = serveStaff(api, undefined, {
      create: {
        schema: createStaffSchema,
        build: (input, id): User | Answer => {
          const { password: _password, ...fields } = input;
          return (
            duplicate(people(), input) ??
            makeUser(input.role, {
              ...fields,
              id: Math.max(id, ...people().map((person) => person.id + 1)),
              full_name: [input.first_name, input.middle_name, input.last_name]
                .filter(Boolean)
                .join(' '),
              is_verified: false,
              created_at: new Date().toISOString(),
              updated_at: new Date().toISOString(),
            })
          );
        },
      },
      update: {
        schema: updateUserSchema,
        apply: (user, input): User | Answer => {
          if (user.id === me.id && input.role !== undefined && input.role !== user.role)
            return { status: 400, body: { detail: 'You cannot change your own role.' } };
          if (user.id === me.id && input.is_active === false)
            return { status: 400, body: { detail: 'You cannot deactivate your own account.' } };
          const taken = duplicate(people(), input, user.id);
          if (taken) return taken;
          const next = { ...user, ...input, updated_at: new Date().toISOString() };
          return {
            ...next,
            full_name: [next.first_name, next.middle_name, next.last_name]
              .filter(Boolean)
              .join(' '),
          };
        },
      },
      remove: (user) =>
        user.id === me.id
          ? { status: 400, body: { detail: 'You cannot delete your own account.' } }
          : undefined,
    });
    const trail = createAuditTrail(me);
    const students = serveStudents(api, staff, trail);
    // One student's detail adds the levels finished (none in the mock) and their Activity.
    api.on(
      'GET',
      `${STUDENTS_PATH}:id/`,
      authorized((_request, params) => {
        const student = students.find(Number(params.id));
        if (!student) return NOT_FOUND;
        const detail = { ...student, level_history: [] };
        return {
          status: 200,
          body: checkResponse(detail, studentProfileDetailSchema, 'mock student'),
        };
      }),
    );
    // A student's Activity: what the writes above changed of their account, profile and records.
    serveActivity(api, trail, {
      path: `${STUDENTS_PATH}:id/activity/`,
      of: 'student',
      exists: (id) => students.find(id) !== undefined,
    });
    api.on(
      'GET',
      OVERVIEW_PATH,
      authorized(() => ({
        status: 200,
        body: checkResponse(overviewOf(students.items), overviewSchema, 'mock overview'),
      })),
    );
  },
};

/** Starts this page's mock API (the bootstrap's `before` in a `dev --mock` build). */
export function startMock(): Promise<void> {
  return startMockApi(peopleCentre);
}
