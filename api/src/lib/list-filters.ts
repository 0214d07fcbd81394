// Query fields the lists' filters share; a bad value is a 400 on its field with a message a user
// can act on (docs/api.md#lists).
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LAZY_MESSAGES, idField } from 'shared-domain/schemas';

/** An empty value is no filter: a screen's 'All' sends the key empty. */
export const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** A yes-or-no filter: true, false, True, False, 1 or 0. */
export const booleanQuery = z.preprocess(
  emptyIsAbsent,
  z
    .enum(['true', 'false', 'True', 'False', '1', '0'], { error: LAZY_MESSAGES.booleanInvalid })
    .transform((value) => value === 'true' || value === 'True' || value === '1')
    .optional(),
);

/** A record's id, such as the staff member a list is narrowed to. */
export const idQuery = z.preprocess(emptyIsAbsent, idField(LAZY_MESSAGES.idInvalid).optional());

/** Every condition given, joined; undefined when none is (a list without a filter). */
export function allConditions(...conditions: (SQL | undefined)[]): SQL | undefined {
  const given = conditions.filter((condition): condition is SQL => condition !== undefined);
  return given.length ? sql`(${sql.join(given, sql` AND `)})` : undefined;
}
