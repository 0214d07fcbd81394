// POST /api/groups/{id}/students/: the students to place in the group, at most a page of them.
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { idField } from './fields';

export const ENROLMENT_BATCH_MAX = 100;

export const enrolStudentsSchema = z.object({
  students: z
    .array(idField(M.idInvalid), { error: M.studentsRequired })
    .min(1, M.studentsRequired)
    .max(ENROLMENT_BATCH_MAX, `Ensure this field has no more than ${ENROLMENT_BATCH_MAX} elements.`)
    .transform((ids) => [...new Set(ids)]),
});
export type EnrolStudentsInput = z.input<typeof enrolStudentsSchema>;
export type EnrolStudentsPayload = z.output<typeof enrolStudentsSchema>;
