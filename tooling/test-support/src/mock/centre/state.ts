// The one mock centre's records (shared-domain/factory's small centre) and how the API answers
// with them: a student's group and call, a group's or call's students and every staff name are
// read from the records when asked, so a write to one shows in every answer that lists it.
import type {
  Call,
  GroupDetail,
  GroupRow,
  LevelHistoryEntry,
  StudentProfile,
  User,
} from 'shared-domain';
import {
  type CentreCall,
  type CentreGroup,
  type CentreStudent,
  type SmallCentre,
  makeSmallCentre,
} from 'shared-domain/factory';
import { API_MESSAGES } from 'shared-domain';
import type { LevelUpdateOutcome } from 'shared-domain/records';
import type { Answer, FakeApi } from '../../fake-api';
import { type AuditTrail, createAuditTrail } from '../audit';
import { type Collection, authorized } from '../collection';
import { staffName } from '../staff';

export interface Centre extends SmallCentre {
  /** The demo account signed in: the actor of every write. */
  me: User;
  trail: AuditTrail;
  staffList: Collection<User>;
  /** The students whose evaluation and attendance rows exist: the seeded ones, not those added. */
  withRecords: Set<number>;
  /** The levels each student finished here, oldest first (the seed has none). */
  history: Map<number, LevelHistoryEntry[]>;
  /** Every level update's decision on a student, as the API's level_history rows keep them. */
  decisions: LevelDecision[];
  levelHistory(id: number): LevelHistoryEntry[];
  profile(student: CentreStudent): StudentProfile;
  groupRow(group: CentreGroup): GroupRow;
  groupDetail(group: CentreGroup): GroupDetail;
  callRow(call: CentreCall): Call;
}

/** One level update's decision on one student: the level, the group it was in, and when. */
export interface LevelDecision {
  student_id: number;
  group_id: number;
  level: number;
  new_level: number | null;
  outcome: LevelUpdateOutcome;
  total_score: number;
  at: string;
}

const listOf = <R extends { id: number }>(items: R[]): Collection<R> => ({
  items,
  find: (id) => items.find((item) => item.id === id),
});

/** A fresh centre whose writes are made by `me`. */
export function createCentre(me: User): Centre {
  const records = makeSmallCentre();
  const history = new Map<number, LevelHistoryEntry[]>();
  const staffList = listOf(records.staff);
  const name = (id: number | null) => staffName(staffList, id);
  const members = (group: CentreGroup) =>
    records.students.filter((student) => student.group_id === group.id);
  const groupDetail = (group: CentreGroup): GroupDetail => {
    const students = members(group).map((student) => ({
      id: student.id,
      name: student.user.full_name,
      phone_number: student.user.phone_number,
      remaining_levels: student.remaining_levels,
      current_level: student.current_level,
      attendance: student.attendance,
      evaluation: student.evaluation,
    }));
    return {
      ...group,
      instructor_name: name(group.instructor),
      supervisor_name: name(group.supervisor),
      account_manager_name: name(group.account_manager),
      students_count: students.length,
      students,
    };
  };
  const summaryStaff = (row: CentreGroup | CentreCall) => ({
    instructor: name(row.instructor),
    instructor_id: row.instructor,
    supervisor: name(row.supervisor),
    supervisor_id: row.supervisor,
    account_manager: name(row.account_manager),
    account_manager_id: row.account_manager,
  });
  return {
    ...records,
    me,
    trail: createAuditTrail(me, (id) => {
      const person =
        records.staff.find((one) => one.id === id) ??
        records.students.find((one) => one.id === id)?.user;
      return person?.full_name ?? null;
    }),
    staffList,
    withRecords: new Set(records.students.map((student) => student.id)),
    history,
    decisions: [],
    levelHistory: (id) => [...(history.get(id) ?? [])],
    profile({ group_id, call_id, ...student }) {
      const group = records.groups.find((one) => one.id === group_id);
      const call = records.calls.find((one) => one.id === call_id);
      return {
        ...student,
        group: group
          ? {
              id: group.id,
              days: group.days,
              hours: group.hours,
              current_level: group.current_level,
              ...summaryStaff(group),
            }
          : null,
        call: call
          ? { id: call.id, time: call.time, months: call.months, ...summaryStaff(call) }
          : null,
      };
    },
    groupDetail,
    groupRow(group) {
      const detail = groupDetail(group);
      return {
        ...detail,
        students: detail.students.map(({ id, name, phone_number, remaining_levels }) => ({
          id,
          name,
          phone_number,
          remaining_levels,
        })),
      };
    },
    callRow(call) {
      return {
        ...call,
        instructor_name: name(call.instructor),
        supervisor_name: name(call.supervisor),
        account_manager_name: name(call.account_manager),
        students: records.students
          .filter((student) => student.call_id === call.id)
          .map((student) => ({
            id: student.id,
            name: student.user.full_name,
            phone_number: student.user.phone_number,
            current_level: student.current_level,
          })),
      };
    },
  };
}

const FORBIDDEN: Answer = { status: 403, body: { detail: API_MESSAGES.forbidden } };

/** `api` as the staff's routes are declared on it: a signed-in student gets the API's 403. */
export function staffRoutes(api: FakeApi, centre: Centre): FakeApi {
  if (centre.me.role !== 'student') return api;
  return {
    ...api,
    on: (method, pattern) =>
      api.on(
        method,
        pattern,
        authorized(() => FORBIDDEN),
      ),
  };
}

/** The time a write is made at. */
export const now = () => new Date().toISOString();
