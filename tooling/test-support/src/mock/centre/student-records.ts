// A student's evaluation and attendance (PATCH /api/student-evaluations/{id}/ and
// /api/student-attendance/{id}/): written to the student's own record, so their group, profile
// and the overview show them; 404 for a student without those rows (one added here).
import type { z } from 'zod';
import { SESSION_KEYS } from 'shared-domain';
import type { CentreStudent } from 'shared-domain/factory';
import { totalScore } from 'shared-domain/records';
import { attendanceSchema, checkResponse, evaluationSchema } from 'shared-domain/responses';
import { attendanceUpdateSchema, evaluationUpdateSchema } from 'shared-domain/schemas';
import type { FakeApi } from '../../fake-api';
import { attendanceColumns, evaluationColumns } from '../audit';
import { NOT_FOUND, authorized, validated } from '../collection';
import { type Centre, now } from './state';

interface RecordRoute<S extends z.ZodType> {
  kind: 'evaluation' | 'attendance';
  path: string;
  input: S;
  answer: z.ZodType;
  /** The record's row, as the trail lists it. */
  columns(student: CentreStudent): Record<string, unknown>;
  /** Writes the change to the student's record; the answer's own fields. */
  apply(student: CentreStudent, input: z.output<S>): Record<string, unknown>;
}

function serveRecord<S extends z.ZodType>(api: FakeApi, centre: Centre, route: RecordRoute<S>) {
  api.on(
    'PATCH',
    route.path,
    authorized(({ body }, params) => {
      const id = Number(params.id);
      const student = centre.withRecords.has(id)
        ? centre.students.find((one) => one.id === id)
        : undefined;
      if (!student) return NOT_FOUND;
      const result = validated(route.input, body);
      if (!result.ok) return result.answer;
      const before = route.columns(student);
      const own = route.apply(student, result.value);
      centre.trail.write(`${route.kind}.update`, [
        { resource: route.kind, id, before, after: route.columns(student) },
      ]);
      const answer = {
        id,
        student: id,
        student_info: {
          id,
          name: student.user.full_name,
          current_level: student.current_level,
          remaining_levels: student.remaining_levels,
        },
        created_at: student.created_at,
        updated_at: now(),
        ...own,
      };
      return { status: 200, body: checkResponse(answer, route.answer, `mock ${route.kind}`) };
    }),
  );
}

export function serveStudentRecords(api: FakeApi, centre: Centre): void {
  serveRecord(api, centre, {
    kind: 'evaluation',
    path: '/api/student-evaluations/:id/',
    input: evaluationUpdateSchema,
    answer: evaluationSchema,
    columns: (student) => evaluationColumns(student.id, student.evaluation),
    apply(student, input) {
      const scores = { ...student.evaluation, ...input };
      student.evaluation = { ...scores, total_score: totalScore(scores) };
      return student.evaluation;
    },
  });
  serveRecord(api, centre, {
    kind: 'attendance',
    path: '/api/student-attendance/:id/',
    input: attendanceUpdateSchema,
    answer: attendanceSchema,
    columns: (student) => attendanceColumns(student.id, student.attendance),
    apply(student, input) {
      const sessions = SESSION_KEYS.map(
        (key, at) => input[key] ?? student.attendance.sessions[at] ?? false,
      );
      student.attendance = { sessions, total_attendance: sessions.filter(Boolean).length };
      const flags = Object.fromEntries(SESSION_KEYS.map((key, at) => [key, sessions[at]]));
      return { ...flags, total_attendance: student.attendance.total_attendance };
    },
  });
}
