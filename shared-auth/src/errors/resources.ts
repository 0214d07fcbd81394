// Error catalogue (spec section 8): the shared handler of the evaluation, attendance and group
// helpers, and the detail-or-generic messages of the groups and calls screens.
import {
  CALL_MESSAGES,
  COMMON_MESSAGES as C,
  GROUP_MESSAGES,
  RESOURCE_MESSAGES as M,
  actionMessages,
} from './messages';
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

export interface ResourceActionOptions {
  /** Group calls name the group in their 404 message. */
  resource?: 'group';
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
      byStatus: {
        401: C.sessionExpired,
        403: M.forbidden,
        404: options.resource === 'group' ? M.groupNotFound : M.notFound,
      },
      server: actionMessages.server(action),
      noResponse: C.unableToConnect,
      otherStatus: (f) =>
        actionMessages.otherStatus(action, serverMessage(f.body) ?? M.unknownError),
      fallback: actionMessages.unexpected(action),
    }),
  );
}

function detailOrGeneric(error: unknown, generic: string): FailureMessage {
  const { status, body } = normalizeFailure(error);
  const message = bodyText(body, 'detail', 'error') ?? generic;
  const joined = status === 400 ? joinFieldErrors(body, '; ') : '';
  return {
    message,
    ...(joined === '' ? {} : { detail: `${M.validationPrefix}${joined}` }),
    fieldErrors: firstFieldErrors(body),
  };
}

export type GroupOperation = keyof typeof GROUP_MESSAGES;
export type CallOperation = keyof typeof CALL_MESSAGES;

/** The server's `detail` (or `error`, as update-level answers) or the generic text of the operation. */
export function groupError(error: unknown, operation: GroupOperation): FailureMessage {
  return detailOrGeneric(error, GROUP_MESSAGES[operation]);
}

export function callError(error: unknown, operation: CallOperation): FailureMessage {
  return detailOrGeneric(error, CALL_MESSAGES[operation]);
}
