// The Add / Edit Call form: its values as the inputs hold them (ids as select strings, the time
// as the picker's 'HH:MM:SS', the duration as text like '7 months'), and the schema that turns
// them into the API payload through shared-domain's callSchema, so form and server agree.
import { z } from 'zod';
import { formatMonths, parseMonths, type Call, type CallInput } from 'shared-domain';
import { callSchema } from 'shared-domain/schemas';

export interface CallFormValues {
  instructor: string;
  time: string;
  months: string;
  supervisor: string;
  account_manager: string;
}

export type CallFormField = keyof CallFormValues;

export const CALL_FORM_FIELDS: readonly CallFormField[] = [
  'instructor',
  'time',
  'months',
  'supervisor',
  'account_manager',
];

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

const idText = (id: number | null | undefined) => (id ? String(id) : '');

/** A new call; an account manager is preset as its account manager (spec section 6). */
export function newCallForm(accountManagerId: number | null): CallFormValues {
  return {
    instructor: '',
    time: '',
    months: '',
    supervisor: '',
    account_manager: idText(accountManagerId),
  };
}

/** An existing call, with its duration shown back as text ('7 months'). */
export function callForm(call: Call): CallFormValues {
  return {
    instructor: idText(call.instructor),
    time: call.time,
    months: formatMonths(call.months),
    supervisor: idText(call.supervisor),
    account_manager: idText(call.account_manager),
  };
}
