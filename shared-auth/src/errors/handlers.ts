// The shared handlers of the error catalogue (spec section 8), which each screen's own catalogue
// (in its remote) is built from: a failed read, the server's explanation or a screen's generic
// text, and the handler of an action on a resource (evaluations, attendance, groups, exports).
import { COMMON_MESSAGES as C, RESOURCE_MESSAGES as M, actionMessages } from './messages';
import {
  type FailureMessage,
  bodyText,
  firstFieldErrors,
  joinFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
} from './failure';

/** A read's own texts: refused (403), missing (404), anything else. */
export interface ReadMessages {
  forbidden: string;
  notFound: string;
  fallback: string;
}

/** A failed read of a staff screen (users, staff lookup, schedule, the current user). */
export function readFailure(error: unknown, { forbidden, notFound, fallback }: ReadMessages) {
  return plain(
    messageFrom(normalizeFailure(error), {
      byStatus: { 401: C.authRequired, 403: forbidden, 404: notFound },
      server: C.serverError,
      noResponse: C.networkError,
      fallback,
    }),
  );
}

/**
 * The server's `detail` (or `error`, as update-level answers) or the screen's generic text, with a
 * 400's field errors as 'Validation errors: ...' under it.
 */
export function serverDetailOr(error: unknown, generic: string): FailureMessage {
  const { status, body } = normalizeFailure(error);
  const message = bodyText(body, 'detail', 'error') ?? generic;
  const joined = status === 400 ? joinFieldErrors(body, '; ') : '';
  return {
    message,
    ...(joined === '' ? {} : { detail: `${M.validationPrefix}${joined}` }),
    fieldErrors: firstFieldErrors(body),
  };
}

export interface ResourceActionOptions {
  /** The 404 text when the resource has a name of its own ('Group not found. ...'). */
  notFound?: string;
}

/**
 * `action` is the attempted action in the words of the messages, e.g. 'updating evaluation'
 * gives 'Server error occurred while updating evaluation. Please try again later.'
 */
export function resourceActionError(
  error: unknown,
  action: string,
  options: ResourceActionOptions = {},
): FailureMessage {
  const failure = normalizeFailure(error);
  if (failure.status === 400) {
    const joined = joinFieldErrors(failure.body, '; ');
    if (joined !== '') {
      return {
        message: C.validationErrors,
        detail: joined,
        fieldErrors: firstFieldErrors(failure.body),
      };
    }
    return plain(actionMessages.invalid(action));
  }
  return plain(
    messageFrom(failure, {
      byStatus: { 401: C.sessionExpired, 403: M.forbidden, 404: options.notFound ?? M.notFound },
      server: actionMessages.server(action),
      noResponse: C.unableToConnect,
      otherStatus: (f) =>
        actionMessages.otherStatus(action, serverMessage(f.body) ?? M.unknownError),
      fallback: actionMessages.unexpected(action),
    }),
  );
}
