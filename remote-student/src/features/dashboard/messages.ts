// The student dashboard's words, and its failure texts (spec section 8).
import {
  COMMON_MESSAGES as C,
  type FailureMessage,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
} from 'shared-auth';
import { section } from '../../i18n';

export const DASHBOARD_TEXT = section('dashboard');

export const STUDENT_DASHBOARD_MESSAGES = section('errors');

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
