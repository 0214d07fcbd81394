// The student dashboard's words, and its failure texts (spec section 8).
import {
  COMMON_MESSAGES as C,
  type FailureMessage,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
} from 'shared-auth';

export const DASHBOARD_TEXT = {
  loading: 'Loading your dashboard...',
  errorTitle: 'Unable to load your dashboard',
  notFound: 'Student profile not found',
  notFoundDetail: 'There is no student record for this account yet.',
  deniedTitle: 'Access Denied',
  tryAgain: 'Try Again',
} as const;

export const STUDENT_DASHBOARD_MESSAGES = {
  notFound: 'Student profile not found. Please contact support to set up your profile.',
  forbidden: 'Access denied. You do not have permission to view this profile.',
  fallback: 'Failed to load student profile',
  unexpected: 'An unexpected error occurred while loading your profile.',
} as const;

export function studentDashboardError(error: unknown): FailureMessage {
  const M = STUDENT_DASHBOARD_MESSAGES;
  return plain(
    messageFrom(normalizeFailure(error), {
      byStatus: { 401: C.sessionExpired, 403: M.forbidden, 404: M.notFound },
      server: C.serverError,
      noResponse: C.unableToConnect,
      otherStatus: (failure) => serverMessage(failure.body) ?? M.fallback,
      unexpected: M.unexpected,
      fallback: M.fallback,
    }),
  );
}
