// The groups of a small centre for this remote's `dev --mock` page (`pnpm --filter remote-groups
// dev --mock`): list, detail, create, edit, delete, level update, attendance and evaluations, in
// memory, with the API's checks and answers (test-support/mock), and each group's Activity (the
// audit trail of the writes made here). The demo account is the operations manager, as on the
// real page.
import {
  DAY_GROUPS,
  type GroupCreatePayload,
  type GroupDetail,
  type GroupRow,
  type GroupUpdatePayload,
  type LevelUpdateResponse,
  SESSION_KEYS,
  type User,
} from 'shared-domain';
import { formatHours, levelUpdateOutcome, parseHours, totalScore } from 'shared-domain/records';
import {
  attendanceUpdateSchema,
  evaluationUpdateSchema,
  groupCreateSchema,
  groupUpdateSchema,
  updateLevelSchema,
} from 'shared-domain/schemas';
import {
  attendanceSchema,
  evaluationSchema,
  groupDetailSchema,
  groupRowSchema,
  checkResponse,
  levelUpdateResponseSchema,
} from 'shared-domain/responses';
import { makeStaffUser, NO_SESSIONS, NOT_EVALUATED } from 'shared-domain/factory';
import {
  type Answer,
  type AuditTrail,
  type Collection,
  type FakeApi,
  type MockCentre,
  NOT_FOUND,
  type RecordChange,
  assignmentProblem,
  attendanceColumns,
  authorized,
  createAuditTrail,
  evaluationColumns,
  groupColumns,
  serveActivity,
  serveCollection,
  serveStaff,
  staffName,
  startMockApi,
  validated,
} from 'test-support/mock';
import { GROUPS_API_PATH } from '../features/group-data';
import { DEMO_ACCOUNT } from '../standalone/groups-standalone';

type Student = GroupDetail['students'][number];
const FIRST = ['Sara', 'Youssef', 'Nour', 'Mariam', 'Omar', 'Salma', 'Karim', 'Hana', 'Adam'];
const LAST = ['Hassan', 'Adel', 'Ali', 'Tarek', 'Samy', 'Fawzy', 'Gamal', 'Mostafa'];
const DEFAULT_CAPACITY = 12;
const me = makeStaffUser('operations_manager', { email: DEMO_ACCOUNT.email });

/** A group's list row: its students without their level, attendance and scores. */
function row(group: GroupDetail): GroupRow {
  return {
    ...group,
    students: group.students.map(({ id, name, phone_number, remaining_levels }) => ({
      id,
      name,
      phone_number,
      remaining_levels,
    })),
  };
}

function student(id: number, level: number): Student {
  const scores = {
    oral: 20 + (id % 30),
    participation: id % 21,
    written: id % 11,
    listening: 5,
    tasks: 7,
  };
  return {
    id,
    name: `${FIRST[id % FIRST.length]} ${LAST[id % LAST.length]}`,
    phone_number: `+2010${String(5550000 + id)}`,
    remaining_levels: id % 4,
    current_level: level,
    attendance: {
      sessions: SESSION_KEYS.map((_, at) => at < 3 + (id % 6)),
      total_attendance: 3 + (id % 6),
    },
    evaluation: { ...scores, total_score: totalScore(scores), pass_fail: 'pending' },
  };
}

/** Nine groups on every day pair, in the afternoon and evening slots, with 0 to 10 students. */
function seedGroups(staff: Collection<User>): GroupDetail[] {
  const instructors = staff.items.filter((user) => user.role === 'instructor');
  let nextStudent = 100;
  return Array.from({ length: 9 }, (_, index) => {
    const level = 1 + ((index * 3) % 14);
    const start = 10 + 2 * (index % 6);
    const students = Array.from({ length: (index * 4) % 11 }, () => student(nextStudent++, level));
    const now = new Date().toISOString();
    return {
      id: index + 1,
      days: DAY_GROUPS[index % DAY_GROUPS.length]!,
      hours: formatHours(start, start + 2),
      current_level: level,
      instructor: instructors[index % instructors.length]!.id,
      instructor_name: instructors[index % instructors.length]!.full_name,
      supervisor: 3,
      supervisor_name: staffName(staff, 3),
      account_manager: 2,
      account_manager_name: staffName(staff, 2),
      students_count: students.length,
      max_capacity: DEFAULT_CAPACITY,
      students,
      ...NO_SESSIONS,
      session_one: true,
      session_two: index % 2 === 0,
      created_at: now,
      updated_at: now,
    };
  });
}

/** The API's clash rule: an instructor teaches one group at a time on the same days. */
function clash(groups: Collection<GroupDetail>, group: GroupDetail): Answer | null {
  const hours = parseHours(group.hours);
  const other = groups.items.find((candidate) => {
    const range = parseHours(candidate.hours);
    return (
      candidate.id !== group.id &&
      candidate.instructor !== null &&
      candidate.instructor === group.instructor &&
      candidate.days === group.days &&
      !!hours &&
      !!range &&
      range.start < hours.end &&
      hours.start < range.end
    );
  });
  return other
    ? {
        status: 400,
        body: { hours: [`${other.instructor_name} already teaches ${other.days} ${other.hours}`] },
      }
    : null;
}

function withStaff(
  staff: Collection<User>,
  group: GroupDetail,
  input: GroupCreatePayload | GroupUpdatePayload,
): GroupDetail {
  const next = { ...group, ...input, updated_at: new Date().toISOString() } as GroupDetail;
  return {
    ...next,
    instructor_name: staffName(staff, next.instructor),
    supervisor_name: staffName(staff, next.supervisor),
    account_manager_name: staffName(staff, next.account_manager),
  };
}

/**
 * The rows a group's write changed, as the API's trail lists them: the group's own, and for a
 * removed group its students', whose group the database empties.
 */
function groupRecords(before: GroupDetail | null, after: GroupDetail | null): RecordChange[] {
  const group = (after ?? before)!;
  const own: RecordChange = {
    resource: 'group',
    id: group.id,
    before: before && groupColumns(before),
    after: after && groupColumns(after),
  };
  if (after) return [own];
  return [
    own,
    ...group.students.map((student): RecordChange => ({
      resource: 'student',
      id: student.id,
      before: { group_id: group.id },
      after: { group_id: null },
    })),
  ];
}

/** The per-student records (evaluation, attendance): PATCH /api/student-{kind}/{studentId}/. */
function serveRecords(api: FakeApi, groups: Collection<GroupDetail>, trail: AuditTrail): void {
  const where = (id: number) => {
    const group = groups.items.find((candidate) => candidate.students.some((s) => s.id === id));
    return group ? { group, student: group.students.find((s) => s.id === id)! } : null;
  };
  const record = (found: { group: GroupDetail; student: Student }) => ({
    id: found.student.id,
    student: found.student.id,
    student_info: {
      id: found.student.id,
      name: found.student.name,
      current_level: found.student.current_level,
      remaining_levels: found.student.remaining_levels,
    },
    created_at: found.group.created_at,
    updated_at: new Date().toISOString(),
  });
  api.on(
    'PATCH',
    '/api/student-evaluations/:id/',
    authorized(({ body }, params) => {
      const found = where(Number(params.id));
      if (!found) return NOT_FOUND;
      const result = validated(evaluationUpdateSchema, body);
      if (!result.ok) return result.answer;
      const { id, evaluation } = found.student;
      const scores = { ...evaluation, ...result.value };
      found.student.evaluation = { ...scores, total_score: totalScore(scores) };
      trail.write('evaluation.update', [
        {
          resource: 'evaluation',
          id,
          before: evaluationColumns(id, evaluation),
          after: evaluationColumns(id, found.student.evaluation),
        },
      ]);
      const answer = { ...record(found), ...found.student.evaluation };
      return { status: 200, body: checkResponse(answer, evaluationSchema, 'mock evaluation') };
    }),
  );
  api.on(
    'PATCH',
    '/api/student-attendance/:id/',
    authorized(({ body }, params) => {
      const found = where(Number(params.id));
      if (!found) return NOT_FOUND;
      const result = validated(attendanceUpdateSchema, body);
      if (!result.ok) return result.answer;
      const { id, attendance } = found.student;
      const sessions = SESSION_KEYS.map(
        (key, at) => result.value[key] ?? attendance.sessions[at] ?? false,
      );
      found.student.attendance = { sessions, total_attendance: sessions.filter(Boolean).length };
      trail.write('attendance.update', [
        {
          resource: 'attendance',
          id,
          before: attendanceColumns(id, attendance),
          after: attendanceColumns(id, found.student.attendance),
        },
      ]);
      const flags = Object.fromEntries(SESSION_KEYS.map((key, at) => [key, sessions[at]]));
      const answer = {
        ...record(found),
        ...flags,
        total_attendance: sessions.filter(Boolean).length,
      };
      return { status: 200, body: checkResponse(answer, attendanceSchema, 'mock attendance') };
    }),
  );
}

/**
 * A level update's rows in the API's order: the passed students' profiles, their evaluations and
 * their attendance (started afresh), then the profiles of those who leave the group (back to
 * waiting: a group's students in this mock are active ones), then the group itself.
 */
function levelUpdateRecords(before: GroupDetail, after: GroupDetail): RecordChange[] {
  const byId = (a: Student, b: Student) => a.id - b.id;
  const passed = [...after.students].sort(byId);
  const left = before.students.filter((one) => !passed.some((p) => p.id === one.id)).sort(byId);
  const was = (id: number) => before.students.find((one) => one.id === id)!;
  return [
    ...passed.map(({ id, current_level, remaining_levels }): RecordChange => ({
      resource: 'student',
      id,
      before: { current_level: was(id).current_level, remaining_levels: was(id).remaining_levels },
      after: { current_level, remaining_levels },
    })),
    ...passed.map(({ id, evaluation }): RecordChange => ({
      resource: 'evaluation',
      id,
      before: evaluationColumns(id, was(id).evaluation),
      after: evaluationColumns(id, evaluation),
    })),
    ...passed.map(({ id, attendance }): RecordChange => ({
      resource: 'attendance',
      id,
      before: attendanceColumns(id, was(id).attendance),
      after: attendanceColumns(id, attendance),
    })),
    ...left.map(({ id }): RecordChange => ({
      resource: 'student',
      id,
      before: { status: 'active', group_id: before.id },
      after: { status: 'waiting', group_id: null },
    })),
    { resource: 'group', id: before.id, before: groupColumns(before), after: groupColumns(after) },
  ];
}

/** PATCH /api/groups/{id}/update-level/: the API's outcome per student, then a fresh level. */
function serveLevelUpdate(api: FakeApi, groups: Collection<GroupDetail>, trail: AuditTrail): void {
  api.on(
    'PATCH',
    `${GROUPS_API_PATH}:id/update-level/`,
    authorized(({ body }, params) => {
      const group = groups.find(Number(params.id));
      if (!group) return NOT_FOUND;
      const result = updateLevelSchema.safeParse(body ?? {});
      if (!result.success)
        return { status: 400, body: { error: result.error.issues[0]?.message ?? 'Invalid level' } };
      const level = result.data.current_level;
      const counts = { students_passed: 0, students_failed: 0, students_no_levels: 0 };
      const decided: LevelUpdateResponse['data']['summary']['students'] = [];
      const staying: Student[] = [];
      const before = { ...group };
      for (const one of group.students) {
        const outcome = levelUpdateOutcome(one);
        counts[`students_${outcome}`] += 1;
        decided.push({
          id: one.id,
          name: one.name,
          level: one.current_level,
          new_level: outcome === 'passed' ? level : null,
          decision: outcome,
        });
        if (outcome !== 'passed') continue;
        staying.push({
          ...one,
          current_level: level,
          remaining_levels: one.remaining_levels - 1,
          attendance: { sessions: SESSION_KEYS.map(() => false), total_attendance: 0 },
          evaluation: { ...NOT_EVALUATED },
        });
      }
      Object.assign(group, {
        ...NO_SESSIONS,
        current_level: level,
        students: staying,
        students_count: staying.length,
        updated_at: new Date().toISOString(),
      });
      trail.write('group.level_up', levelUpdateRecords(before, group));
      const answer = {
        message: 'Group level updated successfully.',
        data: { summary: { ...counts, students: decided }, group: row(group) },
      };
      return {
        status: 200,
        body: checkResponse(answer, levelUpdateResponseSchema, 'mock level update'),
      };
    }),
  );
}

export const groupsCentre: MockCentre = {
  demoAccount: DEMO_ACCOUNT,
  user: me,
  serve(api) {
    const staff = serveStaff(api);
    const trail = createAuditTrail(me);
    const groups: Collection<GroupDetail> = serveCollection(api, {
      path: GROUPS_API_PATH,
      seed: seedGroups(staff),
      schema: groupRowSchema,
      present: row,
      matches: (group, term) =>
        [group.days, group.hours, group.instructor_name ?? '', String(group.current_level)].some(
          (field) => field.toLowerCase().includes(term),
        ),
      create: {
        schema: groupCreateSchema,
        build: (input, id): GroupDetail | Answer => {
          const now = new Date().toISOString();
          const empty: GroupDetail = {
            id,
            ...input,
            instructor_name: null,
            supervisor_name: null,
            account_manager_name: null,
            students_count: 0,
            max_capacity: input.max_capacity ?? DEFAULT_CAPACITY,
            students: [],
            created_at: now,
            updated_at: now,
          };
          const group = withStaff(staff, empty, input);
          return assignmentProblem(staff, input) ?? clash(groups, group) ?? group;
        },
      },
      update: {
        schema: groupUpdateSchema,
        apply: (current, input): GroupDetail | Answer => {
          const group = withStaff(staff, current, input);
          return assignmentProblem(staff, input, current) ?? clash(groups, group) ?? group;
        },
      },
      remove: true,
      audit: { trail, resource: 'group', records: groupRecords },
    });
    // One group answers with its students' level, attendance and scores.
    api.on(
      'GET',
      `${GROUPS_API_PATH}:id/`,
      authorized((_request, params) => {
        const group = groups.find(Number(params.id));
        return group
          ? { status: 200, body: checkResponse(group, groupDetailSchema, 'mock group') }
          : NOT_FOUND;
      }),
    );
    serveLevelUpdate(api, groups, trail);
    serveRecords(api, groups, trail);
    // A group's Activity: what the writes above changed of its own record.
    serveActivity(api, trail, {
      path: `${GROUPS_API_PATH}:id/activity/`,
      of: 'group',
      exists: (id) => groups.find(id) !== undefined,
    });
    // A student's (the people remote's screen reads it): their scores, attendance and level
    // updates written here. The centre knows the students of its groups, and those who left one.
    serveActivity(api, trail, {
      path: '/api/student-profiles/:id/activity/',
      of: 'student',
      exists: (id) =>
        groups.items.some((group) => group.students.some((one) => one.id === id)) ||
        trail.entries.some((entry) => entry.student_id === id),
    });
  },
};

/** Starts this page's mock API (the bootstrap's `before` in a `dev --mock` build). */
export function startMock(): Promise<void> {
  return startMockApi(groupsCentre);
}
