// The Student List's own texts and failure texts, from the people catalogue. Spec section 8 names
// the success toasts (refreshed, created, updated, deleted) without wording them; these follow the
// users' 'User created successfully!'.
import {
  COMMON_MESSAGES as C,
  type FailureMessage,
  type MessageTable,
  firstFieldErrors,
  joinFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
} from 'shared-auth';
import { formatNumber, texts } from 'shared-i18n';
import { en, t } from '../../i18n';

export const STUDENT_TEXTS = texts(t, 'students', en.students);

/** The search result line: 'Found N students matching "term"', or 'Found 1,000+ ...' when capped. */
export function studentsFound(count: number, term: string, capped = false): string {
  return capped
    ? t('studentsFoundCapped', { count: formatNumber(count), term })
    : t('studentsFound', { count, term });
}

export const STUDENT_TOASTS = texts(t, 'studentToasts', en.studentToasts);

/** The failure texts of spec section 8 for the Student List's calls. */
export const STUDENT_MESSAGES = texts(t, 'studentMessages', en.studentMessages);

const S = STUDENT_MESSAGES;

function listScreenTable(forbidden: string, notFound: string, fallback: string): MessageTable {
  return {
    byStatus: { 401: C.sessionExpired, 403: forbidden, 404: notFound },
    server: C.serverError,
    noResponse: C.unableToConnect,
    fallback,
  };
}

export function studentListError(error: unknown): FailureMessage {
  const table = listScreenTable(S.listForbidden, S.listNotFound, S.listFallback);
  return plain(messageFrom(normalizeFailure(error), table));
}

/** A 400 lists every field's errors as `field: message | field: message`. */
export function studentUpdateError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  if (failure.status === 400) {
    const detail = joinFieldErrors(failure.body, ' | ') || serverMessage(failure.body);
    return {
      message: C.validationErrors,
      ...(detail ? { detail } : {}),
      fieldErrors: firstFieldErrors(failure.body),
    };
  }
  const table = listScreenTable(S.updateForbidden, S.updateNotFound, S.updateFallback);
  return plain(messageFrom(failure, table));
}

export function studentDeleteError(error: unknown): FailureMessage {
  const table = listScreenTable(S.deleteForbidden, S.deleteNotFound, S.deleteFallback);
  return plain(messageFrom(normalizeFailure(error), table));
}

/** Add Student: field errors go to the form; a "Missing required fields: ..." answer is the detail. */
export function studentCreateError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  if (failure.status === 400) {
    const detail = serverMessage(failure.body);
    return {
      message: S.createInvalid,
      ...(detail === undefined ? {} : { detail }),
      fieldErrors: firstFieldErrors(failure.body),
    };
  }
  return plain(
    messageFrom(failure, {
      byStatus: { 401: C.sessionExpired },
      noResponse: C.unableToConnect,
      unexpected: S.createUnexpected,
      fallback: S.createFailed,
    }),
  );
}
