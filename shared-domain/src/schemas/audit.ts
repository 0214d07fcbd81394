// GET /api/audit/'s filters (docs/api.md#audit-trail), as the API and the mock centre read them: the
// kind of record, the action, the record, the student, who made the change, and when (`from <= at
// < to`; a bare date for `to` is the end of that day, UTC). An empty value is no filter.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../audit';
import { LAZY_MESSAGES as M } from './messages';

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

// The trail's ids are PostgreSQL integers.
const optionalId = z.preprocess(
  emptyIsAbsent,
  z.coerce
    .number({ error: M.idInvalid })
    .int({ error: M.idInvalid })
    .min(1, { error: M.idInvalid })
    .max(2_147_483_647, { error: M.idInvalid })
    .optional(),
);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date or a date and time; `endOfDay` reads a bare date as the end of that day (UTC). */
const time = (endOfDay: boolean) =>
  z.preprocess(
    emptyIsAbsent,
    z
      .string()
      .max(40, { error: M.auditTime })
      .refine((text) => !Number.isNaN(Date.parse(text)), { error: M.auditTime })
      .transform((text) => {
        const at = new Date(text);
        if (endOfDay && DATE_ONLY.test(text)) at.setUTCDate(at.getUTCDate() + 1);
        return at;
      })
      .optional(),
  );

export const auditFilterShape = {
  resource: z.preprocess(emptyIsAbsent, z.enum(AUDIT_RESOURCES).optional()),
  action: z.preprocess(emptyIsAbsent, z.enum(AUDIT_ACTIONS).optional()),
  record: optionalId,
  student: optionalId,
  actor: optionalId,
  from: time(false),
  to: time(true),
};
export const auditFilterSchema = z.object(auditFilterShape);
export type AuditFilterQuery = z.output<typeof auditFilterSchema>;
