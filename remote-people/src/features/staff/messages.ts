// The Staff List's own texts. The success toasts are the users' ones of spec section 8; the
// 'refreshed' toast is worded here (the spec names, not words, it). The 'coming soon' notices are
// shared-domain's comingSoonNotice.
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
import { API_MESSAGES, successToast } from 'shared-domain';

export const STAFF_TEXTS = {
  title: 'Staff List',
  addButton: 'Add Staff',
  addTitle: 'Add New Staff Member',
  deleteTitle: 'Delete Staff Member',
  loading: 'Loading staff...',
  empty: 'No staff members found.',
  searchLabel: 'Search staff',
  searchPlaceholder: 'Search by name, email, username or phone...',
} as const;

export const STAFF_TOASTS = {
  noChanges: 'No changes detected',
  refreshed: successToast('Staff list', 'refreshed'),
  created: API_MESSAGES.userCreated,
  updated: API_MESSAGES.userUpdated,
  deleted: API_MESSAGES.userDeleted,
} as const;

/** The failure texts of spec section 8 for the users' calls. */
export const USER_MESSAGES = {
  listForbidden: 'Access denied. You do not have permission to view users.',
  listNotFound: 'Users endpoint not found.',
  listFallback: 'An unexpected error occurred while fetching users.',
  createFallback: 'An unexpected error occurred while creating user.',
  notFound: 'User not found.',
  updateFallback: 'An unexpected error occurred while updating user.',
  deleteForbidden: 'Access denied. You do not have permission to delete this user.',
  deleteFallback: 'An unexpected error occurred while deleting user.',
} as const;

/** The staff screen's own failure texts (spec section 8). */
export const STAFF_SCREEN_MESSAGES = {
  load: 'Failed to load staff data. Please try again.',
  update: 'Failed to update staff member. Please try again.',
  delete: 'Failed to delete staff member. Please try again.',
  create: 'An unexpected error occurred while creating staff member.',
} as const;

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
