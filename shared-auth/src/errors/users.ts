// Error catalogue (spec section 8): current user, users list, staff lookup, create/update/delete user.
import { COMMON_MESSAGES as C, USER_MESSAGES as U } from './messages';
import {
  type FailureMessage,
  type MessageTable,
  firstFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
} from './failure';

/** The read calls of the staff screens (users, staff lookup, schedule). */
export function readTable(forbidden: string, notFound: string, fallback: string): MessageTable {
  return {
    byStatus: { 401: C.authRequired, 403: forbidden, 404: notFound },
    server: C.serverError,
    noResponse: C.networkError,
    fallback,
  };
}

export function currentUserError(error: unknown): FailureMessage {
  const table = readTable(U.currentUserForbidden, U.currentUserNotFound, U.currentUserFallback);
  return plain(messageFrom(normalizeFailure(error), table));
}

export function usersListError(error: unknown): FailureMessage {
  return plain(
    messageFrom(
      normalizeFailure(error),
      readTable(U.listForbidden, U.listNotFound, U.listFallback),
    ),
  );
}

/** The staff lookup (page_size 1000, optional role) used to fill assignment choices. */
export function staffLookupError(error: unknown): FailureMessage {
  return plain(
    messageFrom(
      normalizeFailure(error),
      readTable(U.staffForbidden, U.staffNotFound, U.staffFallback),
    ),
  );
}

/** A 400 keeps the server's field errors for the form; a bare `detail` becomes the second line. */
function userFormError(error: unknown, table: MessageTable): FailureMessage {
  const failure = normalizeFailure(error);
  if (failure.status === 400) {
    const detail = serverMessage(failure.body);
    return {
      message: C.checkForm,
      ...(detail === undefined ? {} : { detail }),
      fieldErrors: firstFieldErrors(failure.body),
    };
  }
  return plain(messageFrom(failure, table));
}

export function createUserError(error: unknown): FailureMessage {
  return userFormError(error, { byStatus: { 401: C.authRequired }, fallback: U.createFallback });
}

export function updateUserError(error: unknown): FailureMessage {
  return userFormError(error, {
    byStatus: { 401: C.authRequired, 404: U.notFound },
    fallback: U.updateFallback,
  });
}

export function deleteUserError(error: unknown): FailureMessage {
  return plain(
    messageFrom(normalizeFailure(error), {
      byStatus: { 401: C.authRequired, 403: U.deleteForbidden, 404: U.notFound },
      fallback: U.deleteFallback,
    }),
  );
}
