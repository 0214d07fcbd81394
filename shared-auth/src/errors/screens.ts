// Error catalogue (spec section 8): the schedule and staff screens.
import { COMMON_MESSAGES as C, SCHEDULE_MESSAGES as S, STAFF_SCREEN_MESSAGES } from './messages';
import {
  type FailureMessage,
  firstFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
} from './failure';
import { readTable } from './users';

export function scheduleError(error: unknown): FailureMessage {
  return plain(
    messageFrom(normalizeFailure(error), readTable(S.forbidden, S.notFound, S.fallback)),
  );
}

export type StaffScreenOperation = keyof typeof STAFF_SCREEN_MESSAGES;

/** A 400 on create or update keeps the field errors for the form; otherwise the server's
 * explanation or the screen's text. */
export function staffScreenError(error: unknown, operation: StaffScreenOperation): FailureMessage {
  const { status, body } = normalizeFailure(error);
  if (status === 400 && (operation === 'create' || operation === 'update')) {
    const detail = serverMessage(body);
    return {
      message: C.checkForm,
      ...(detail === undefined ? {} : { detail }),
      fieldErrors: firstFieldErrors(body),
    };
  }
  return plain(serverMessage(body) ?? STAFF_SCREEN_MESSAGES[operation]);
}
