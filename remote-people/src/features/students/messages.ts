// The Student List's own texts and failure texts. Spec section 8 names the success toasts
// (refreshed, created, updated, deleted) without wording them; these follow the users' 'User
// created successfully!'.
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
import { successToast } from 'shared-domain';

export const STUDENT_TEXTS = {
  title: 'Student List',
  addButton: 'Add Student',
  addTitle: 'Add New Student',
  deleteTitle: 'Delete Student',
  loading: 'Loading students...',
  empty: 'No students found.',
  searchLabel: 'Search students',
  searchPlaceholder: 'Search by name, email, phone, group, level, status...',
  /** For the catalogue's 'Server error occurred while exporting students...' */
  exportAction: 'exporting students',
} as const;

export const STUDENT_TOASTS = {
  noChanges: 'No changes detected',
  refreshed: successToast('Student list', 'refreshed'),
  created: successToast('Student', 'created'),
  updated: successToast('Student', 'updated'),
  deleted: successToast('Student', 'deleted'),
} as const;

/** The failure texts of spec section 8 for the Student List's calls. */
export const STUDENT_MESSAGES = {
  listForbidden: 'Access denied. You do not have permission to view students.',
  listNotFound: 'Student data not found.',
  listFallback: 'Failed to load student data. Please try again.',
  updateForbidden: 'Access denied. You do not have permission to update students.',
  updateNotFound: 'Student not found. It may have been deleted.',
  updateFallback: 'Failed to update student. Please try again.',
  deleteForbidden: 'Access denied. You do not have permission to delete students.',
  deleteNotFound: 'Student not found. It may have already been deleted.',
  deleteFallback: 'Failed to delete student. Please try again.',
  createInvalid: 'Please check your input data and try again.',
  createFailed: 'Failed to create student. Please try again.',
  createUnexpected: 'An unexpected error occurred while creating student.',
} as const;

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
