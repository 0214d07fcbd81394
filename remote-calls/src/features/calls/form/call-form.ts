// The Add / Edit Call form's values as the inputs hold them, and the schema (call-form-schema.ts,
// fetched when first needed) that turns them into shared-domain's callSchema payload.
import type { Call } from 'shared-domain';
import { lazyResolver } from 'shared-ui/forms';
import { t } from '../../../i18n';

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

/**
 * The form's resolver: the schema (call-form-schema.ts) and zod are fetched on the first
 * validation, or when the dialog opens, not with the Calls screen.
 */
export const callFormResolver = lazyResolver(() =>
  import('./call-form-schema').then((module) => module.callFormResolver),
);

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

/**
 * An existing call, with its duration shown back as text ('7 months'), its number in Western
 * digits whatever the language: the form reads the leading number back.
 */
export function callForm(call: Call): CallFormValues {
  return {
    instructor: idText(call.instructor),
    time: call.time,
    months: t('form.durationValue', { months: call.months }),
    supervisor: idText(call.supervisor),
    account_manager: idText(call.account_manager),
  };
}
