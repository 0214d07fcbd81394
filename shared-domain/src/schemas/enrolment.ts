// POST /api/groups/{id}/students/: the students to place in the group, at most a page of them.
import { z } from 'zod';
import { LAZY_MESSAGES as M, maxItemsMessage } from './messages';
import { idField } from './fields';

export const ENROLMENT_BATCH_MAX = 100;

export const enrolStudentsSchema = z.object({
  students: z
    .array(idField(M.idInvalid), { error: M.studentsRequired })
    .min(1, { error: M.studentsRequired })
    .max(ENROLMENT_BATCH_MAX, { error: () => maxItemsMessage(ENROLMENT_BATCH_MAX) })
    .transform((ids) => [...new Set(ids)]),
});
export type EnrolStudentsInput = z.input<typeof enrolStudentsSchema>;
export type EnrolStudentsPayload = z.output<typeof enrolStudentsSchema>;
