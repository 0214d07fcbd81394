// The calls list's filters (docs/api.md#calls): the caller (instructor) and a range of durations
// in months, each end optional.
import { z } from 'zod';
import { callSchema } from 'shared-domain/schemas';
import type { CallFilters } from '../../db/queries/calls';
import { t } from '../../i18n';
import { exportFormatField } from '../../lib/exports';
import { emptyIsAbsent, idQuery } from '../../lib/list-filters';
import { listQuerySchema } from '../../lib/pagination';

const months = z.preprocess(emptyIsAbsent, callSchema.shape.months.optional());

const callFilterShape = { instructor: idQuery, months_from: months, months_to: months };

type CallFilterQuery = { months_from?: number | undefined; months_to?: number | undefined };

/** A range that ends before it starts selects nothing: refused, on its end. */
function monthsInOrder(query: CallFilterQuery, ctx: z.RefinementCtx): void {
  const { months_from: from, months_to: to } = query;
  if (from !== undefined && to !== undefined && to < from) {
    ctx.addIssue({
      code: 'custom',
      path: ['months_to'],
      message: t('lists.monthsRange', { from }),
    });
  }
}

export const callListQuerySchema = listQuerySchema
  .extend(callFilterShape)
  .superRefine(monthsInOrder);

export const callExportQuerySchema = z
  .object({
    ...callFilterShape,
    search: listQuerySchema.shape.search,
    format: exportFormatField,
  })
  .superRefine(monthsInOrder);

export function callFilters(
  query: CallFilterQuery & { instructor?: number | undefined },
): CallFilters {
  return {
    instructor: query.instructor,
    monthsFrom: query.months_from,
    monthsTo: query.months_to,
  };
}
