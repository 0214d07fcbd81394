// The Add / Edit Call form's schema: a module of its own, fetched with zod on the form's first
// validation (call-form.ts's callFormResolver).
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CallInput } from 'shared-domain';
import { parseMonths } from 'shared-domain/records';
import { callSchema } from 'shared-domain/schemas';

/** Only the leading number of the duration is sent as months (spec section 2): '7 months' -> 7.
 * Text without one goes through as it is, so the schema reports it. */
export const callFormSchema = z
  .object({
    instructor: z.string(),
    time: z.string(),
    months: z.string(),
    supervisor: z.string(),
    account_manager: z.string(),
  })
  .transform((values): CallInput => ({
    ...values,
    months: parseMonths(values.months) ?? values.months,
  }))
  .pipe(callSchema);

export const callFormResolver = zodResolver(callFormSchema);
