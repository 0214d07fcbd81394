// The groups list's filters (docs/api.md#groups): level, day pair, instructor, full or not.
import { z } from 'zod';
import { DAY_GROUPS } from 'shared-domain';
import { choiceField, levelField } from 'shared-domain/schemas';
import type { GroupFilters } from '../../db/queries/groups';
import { booleanQuery, emptyIsAbsent, idQuery } from '../../lib/list-filters';
import { listQuerySchema } from '../../lib/pagination';

const groupFilterShape = {
  level: z.preprocess(emptyIsAbsent, levelField().optional()),
  days: z.preprocess(emptyIsAbsent, choiceField(DAY_GROUPS).optional()),
  instructor: idQuery,
  full: booleanQuery,
};

export const groupListQuerySchema = listQuerySchema.extend(groupFilterShape);

/** The export's filters: the list's, with the Groups screen's search (not the list's). */
export const groupFilterQuerySchema = z.object(groupFilterShape);

export function groupFilters(query: z.output<typeof groupFilterQuerySchema>): GroupFilters {
  return {
    level: query.level,
    days: query.days,
    instructor: query.instructor,
    full: query.full,
  };
}
