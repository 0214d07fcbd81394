// The centre's groups: list, detail (its students' level, attendance and scores, read from the
// students), create, edit, delete and the level update, with the API's checks (staff of the right
// role, an instructor's clash) and its audit trail.
import type { CentreGroup, CentreStudent } from 'shared-domain/factory';
import { NO_SESSIONS, NOT_EVALUATED } from 'shared-domain/factory';
import type { LevelUpdateResponse } from 'shared-domain';
import { isGroupFull, levelUpdateOutcome, parseHours } from 'shared-domain/records';
import {
  checkResponse,
  groupDetailSchema,
  groupRowSchema,
  levelUpdateResponseSchema,
} from 'shared-domain/responses';
import { groupCreateSchema, groupUpdateSchema, updateLevelSchema } from 'shared-domain/schemas';
import type { Answer, FakeApi } from '../../fake-api';
import {
  type RecordChange,
  attendanceColumns,
  evaluationColumns,
  groupColumns,
  studentColumns,
} from '../audit';
import { NOT_FOUND, authorized, serveCollection } from '../collection';
import { assignmentProblem } from '../staff';
import { type Centre, now } from './state';

export const GROUPS_PATH = '/api/groups/';

/** The API's clash rule: an instructor teaches one group at a time on the same days. */
function clash(centre: Centre, group: CentreGroup): Answer | null {
  const hours = parseHours(group.hours);
  const other = centre.groups.find((candidate) => {
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
  if (!other) return null;
  const { instructor_name: name } = centre.groupRow(other);
  return { status: 400, body: { hours: [`${name} already teaches ${other.days} ${other.hours}`] } };
}

/**
 * The rows a group's write changed, as the API's trail lists them: the group's own, and for a
 * removed group its students', whose group the database empties.
 */
function groupRecords(
  centre: Centre,
  before: CentreGroup | null,
  after: CentreGroup | null,
): RecordChange[] {
  const group = centre.groupDetail((after ?? before)!);
  const own: RecordChange = {
    resource: 'group',
    id: group.id,
    before: before && groupColumns(centre.groupDetail(before)),
    after: after && groupColumns(group),
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

/**
 * PATCH /api/groups/{id}/update-level/: the API's outcome per student (a level finished in their
 * history); those who pass start the new level afresh, the others leave the group as waiting.
 * Its rows in the API's order: the passed students' profiles, evaluations and attendance, the
 * profiles of those who left, then the group.
 */
function serveLevelUpdate(api: FakeApi, centre: Centre): void {
  api.on(
    'PATCH',
    `${GROUPS_PATH}:id/update-level/`,
    authorized(({ body }, params) => {
      const group = centre.groups.find((one) => one.id === Number(params.id));
      if (!group) return NOT_FOUND;
      const result = updateLevelSchema.safeParse(body ?? {});
      if (!result.success)
        return { status: 400, body: { error: result.error.issues[0]?.message ?? 'Invalid level' } };
      const level = result.data.current_level;
      const at = now();
      const counts = { students_passed: 0, students_failed: 0, students_no_levels: 0 };
      const decided: LevelUpdateResponse['data']['summary']['students'] = [];
      const byId = (a: CentreStudent, b: CentreStudent) => a.id - b.id;
      const members = centre.students.filter((one) => one.group_id === group.id).sort(byId);
      const was = new Map(members.map((one) => [one.id, { ...one }]));
      const groupBefore = centre.groupDetail(group);
      const passed: CentreStudent[] = [];
      const left: CentreStudent[] = [];
      for (const one of members) {
        const outcome = levelUpdateOutcome(one);
        counts[`students_${outcome}`] += 1;
        const name = one.user.full_name;
        const newLevel = outcome === 'passed' ? level : null;
        decided.push({
          id: one.id,
          name,
          level: one.current_level,
          new_level: newLevel,
          decision: outcome,
        });
        const history = centre.history.get(one.id) ?? [];
        const { total_score, pass_fail, ...scores } = one.evaluation;
        history.push({
          level: one.current_level,
          new_level: newLevel,
          started_at: history[history.length - 1]?.finished_at ?? one.created_at,
          finished_at: at,
          ...scores,
          total_score,
          total_attendance: one.attendance.total_attendance,
          result: pass_fail,
          decision: outcome,
        });
        centre.history.set(one.id, history);
        centre.decisions.push({
          student_id: one.id,
          group_id: group.id,
          level: one.current_level,
          new_level: newLevel,
          outcome,
          total_score,
          at,
        });
        if (outcome === 'passed') {
          passed.push(
            Object.assign(one, {
              current_level: level,
              remaining_levels: one.remaining_levels - 1,
              attendance: {
                sessions: one.attendance.sessions.map(() => false),
                total_attendance: 0,
              },
              evaluation: { ...NOT_EVALUATED },
              updated_at: at,
            }),
          );
        } else {
          left.push(Object.assign(one, { status: 'waiting', group_id: null, updated_at: at }));
        }
      }
      Object.assign(group, { ...NO_SESSIONS, current_level: level, updated_at: at });
      const profile = (one: CentreStudent) => studentColumns(centre.profile(one));
      const before = (one: CentreStudent) => was.get(one.id)!;
      centre.trail.write('group.level_up', [
        ...passed.map((one): RecordChange => ({
          resource: 'student',
          id: one.id,
          before: profile(before(one)),
          after: profile(one),
        })),
        ...passed.map((one): RecordChange => ({
          resource: 'evaluation',
          id: one.id,
          before: evaluationColumns(one.id, before(one).evaluation),
          after: evaluationColumns(one.id, one.evaluation),
        })),
        ...passed.map((one): RecordChange => ({
          resource: 'attendance',
          id: one.id,
          before: attendanceColumns(one.id, before(one).attendance),
          after: attendanceColumns(one.id, one.attendance),
        })),
        ...left.map((one): RecordChange => ({
          resource: 'student',
          id: one.id,
          before: profile(before(one)),
          after: profile(one),
        })),
        {
          resource: 'group',
          id: group.id,
          before: groupColumns(groupBefore),
          after: groupColumns(centre.groupDetail(group)),
        },
      ]);
      const answer = {
        message: 'Group level updated successfully.',
        data: { summary: { ...counts, students: decided }, group: centre.groupRow(group) },
      };
      return {
        status: 200,
        body: checkResponse(answer, levelUpdateResponseSchema, 'mock level update'),
      };
    }),
  );
}

export function serveGroups(api: FakeApi, centre: Centre): void {
  const staff = centre.staffList;
  serveCollection(api, {
    path: GROUPS_PATH,
    seed: centre.groups,
    schema: groupRowSchema,
    present: centre.groupRow,
    matches: (group, term) =>
      [
        group.days,
        group.hours,
        centre.groupRow(group).instructor_name ?? '',
        String(group.current_level),
      ].some((field) => field.toLowerCase().includes(term)),
    // The list's filters as the API applies them (docs/api.md#groups).
    filter: (group, query) => {
      const row = centre.groupRow(group);
      const full = isGroupFull(row.students_count, row.max_capacity);
      return (
        (!query.level || String(group.current_level) === query.level) &&
        (!query.days || group.days === query.days) &&
        (!query.instructor || String(group.instructor) === query.instructor) &&
        (!query.full || String(full) === query.full)
      );
    },
    create: {
      schema: groupCreateSchema,
      build: (input, id): CentreGroup | Answer => {
        const group = { id, ...input, max_capacity: input.max_capacity ?? 12 };
        const made = { ...group, created_at: now(), updated_at: now() };
        return assignmentProblem(staff, input) ?? clash(centre, made) ?? made;
      },
    },
    update: {
      schema: groupUpdateSchema,
      apply: (current, input): CentreGroup | Answer => {
        const group = { ...current, ...input, updated_at: now() };
        return assignmentProblem(staff, input, current) ?? clash(centre, group) ?? group;
      },
    },
    remove: true,
    audit: {
      trail: centre.trail,
      resource: 'group',
      records: (before, after) => groupRecords(centre, before, after),
    },
  });
  // One group answers with its students' level, attendance and scores.
  api.on(
    'GET',
    `${GROUPS_PATH}:id/`,
    authorized((_request, params) => {
      const group = centre.groups.find((one) => one.id === Number(params.id));
      return group
        ? {
            status: 200,
            body: checkResponse(centre.groupDetail(group), groupDetailSchema, 'mock group'),
          }
        : NOT_FOUND;
    }),
  );
  serveLevelUpdate(api, centre);
}
