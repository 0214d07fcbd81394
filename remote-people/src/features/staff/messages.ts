// The Staff List's own texts, from the people catalogue. The success toasts are the users' ones of
// spec section 8; the 'refreshed' toast is worded here (the spec names, not words, it).
import {
  COMMON_MESSAGES as C,
  type FailureMessage,
  type MessageTable,
  firstFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  readFailure,
  serverMessage,
} from 'shared-auth';
import { texts } from 'shared-i18n';
import { en, t } from '../../i18n';

export const STAFF_TEXTS = texts(t, 'staff', en.staff);

/** The Staff List's filters: role and active. */
export const STAFF_FILTER_TEXTS = texts(t, 'staffFilters', en.staffFilters);

/** The search result line: 'Found N staff members matching "term"'. */
export function staffFound(count: number, term: string): string {
  return t('staffFound', { count, term });
}

/** The users' success toasts, worded as the server's fixed answers (docs/api.md). */
export const STAFF_TOASTS = texts(t, 'staffToasts', en.staffToasts);

/** The failure texts of spec section 8 for the users' calls. */
export const USER_MESSAGES = texts(t, 'userMessages', en.userMessages);

/** The staff screen's own failure texts (spec section 8). */
export const STAFF_SCREEN_MESSAGES = texts(t, 'staffScreenMessages', en.staffScreenMessages);

const U = USER_MESSAGES;

export function usersListError(error: unknown): FailureMessage {
  return readFailure(error, {
    forbidden: U.listForbidden,
    notFound: U.listNotFound,
    fallback: U.listFallback,
  });
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

export type StaffScreenOperation = keyof typeof STAFF_SCREEN_MESSAGES;

/** A 400 on create or update keeps the field errors for the form; otherwise the server's
 * explanation of a refusal (4xx), or the screen's text: a server failure (5xx) never shows the
 * server's own words. */
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
  const explained = status !== null && status < 500 ? serverMessage(body) : undefined;
  return plain(explained ?? STAFF_SCREEN_MESSAGES[operation]);
}

type Action = 'create' | 'update' | 'delete';

const USERS_CATALOGUE = {
  create: createUserError,
  update: updateUserError,
  delete: deleteUserError,
};

/**
 * Which text a failed staff action shows: the users' texts for the statuses they name (field
 * errors of a form, sign-in, not found, delete refused), otherwise the staff screen's own texts
 * (the server's explanation, else 'Failed to ... staff member').
 */
export function staffActionError(error: unknown, action: Action): FailureMessage {
  const { status } = normalizeFailure(error);
  const named =
    status === 401 || status === 404 || (action === 'delete' ? status === 403 : status === 400);
  return named ? USERS_CATALOGUE[action](error) : staffScreenError(error, action);
}
