// Error catalogue (spec section 8): the student dashboard and the staff's student list screen.
import { COMMON_MESSAGES as C, STUDENT_MESSAGES as S } from './messages';
import {
  type FailureMessage,
  type MessageTable,
  firstFieldErrors,
  joinFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
} from './failure';

export function studentDashboardError(error: unknown): FailureMessage {
  return plain(
    messageFrom(normalizeFailure(error), {
      byStatus: { 401: C.sessionExpired, 403: S.dashboardForbidden, 404: S.dashboardNotFound },
      server: C.serverError,
      noResponse: C.unableToConnect,
      otherStatus: (failure) => serverMessage(failure.body) ?? S.dashboardFallback,
      unexpected: S.dashboardUnexpected,
      fallback: S.dashboardFallback,
    }),
  );
}

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
