// Realistic API answers (the shapes of docs/api.md) for the attendance and evaluation screens' tests.
import {
  SESSION_KEYS,
  type Attendance,
  type Evaluation,
  type GroupDetail,
  type GroupDetailStudent,
  type Scores,
} from 'shared-domain';
import { totalScore } from 'shared-domain/records';

export const GROUP_ID = 3;
export const GROUP_PATH = `/api/groups/${GROUP_ID}/`;

export function attendancePath(studentId: number): string {
  return `/api/student-attendance/${studentId}/`;
}

export function evaluationPath(studentId: number): string {
  return `/api/student-evaluations/${studentId}/`;
}

function sessions(attended: number): boolean[] {
  return Array.from({ length: 9 }, (_, index) => index < attended);
}

export function makeStudent(
  id: number,
  name: string,
  attended: number,
  scores: Scores,
  pass_fail: GroupDetailStudent['evaluation']['pass_fail'] = 'pending',
): GroupDetailStudent {
  return {
    id,
    name,
    phone_number: '+201001112223',
    remaining_levels: 3,
    current_level: 3,
    attendance: { sessions: sessions(attended), total_attendance: attended },
    evaluation: { ...scores, total_score: totalScore(scores), pass_fail },
  };
}

/** Sara 3 of 9 (33%) and passing; Omar 6 of 9 (67%) failing oral; Laila 9 of 9 failing total. */
export const SARA = makeStudent(21, 'Sara Hassan', 3, {
  oral: 40,
  participation: 15,
  written: 8,
  listening: 7,
  tasks: 6,
});
export const OMAR = makeStudent(22, 'Omar Adel', 6, {
  oral: 25,
  participation: 20,
  written: 10,
  listening: 10,
  tasks: 10,
});
export const LAILA = makeStudent(23, 'Laila Mansour', 9, {
  oral: 35,
  participation: 10,
  written: 5,
  listening: 5,
  tasks: 5,
});

export function makeGroup(overrides: Partial<GroupDetail> = {}): GroupDetail {
  const students = overrides.students ?? [SARA, OMAR, LAILA];
  return {
    id: GROUP_ID,
    days: 'sat/tue',
    hours: '4 PM - 6 PM',
    current_level: 3,
    instructor: 4,
    instructor_name: 'Omar Khalil',
    supervisor: 5,
    supervisor_name: 'Dina Saleh',
    account_manager: 2,
    account_manager_name: 'Karim Nasser',
    students_count: students.length,
    max_capacity: 12,
    ...Object.fromEntries(SESSION_KEYS.map((key, index) => [key, index < 6])),
    created_at: '2025-09-01T09:00:00.000Z',
    updated_at: '2025-11-20T09:00:00.000Z',
    ...overrides,
    students,
  } as GroupDetail;
}

const INFO = { current_level: 3, remaining_levels: 3 };

/** The PATCH answer: the record as stored, built from what was sent. */
export function attendanceAnswer(studentId: number, body: Record<string, boolean>): Attendance {
  const flags = Object.fromEntries(SESSION_KEYS.map((key) => [key, body[key] === true]));
  return {
    id: studentId,
    student: studentId,
    student_info: { id: studentId, name: `Student ${studentId}`, ...INFO },
    ...(flags as Record<(typeof SESSION_KEYS)[number], boolean>),
    total_attendance: Object.values(flags).filter(Boolean).length,
    created_at: '2025-11-21T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
  };
}

export function evaluationAnswer(
  studentId: number,
  body: Scores & { pass_fail: Evaluation['pass_fail'] },
): Evaluation {
  return {
    id: studentId,
    student: studentId,
    student_info: { id: studentId, name: `Student ${studentId}`, ...INFO },
    ...body,
    total_score: totalScore(body),
    created_at: '2025-11-21T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
  };
}
