// `shared-auth/handlers`: the shared handlers of the error catalogue (spec section 8) that the
// remotes' screens build their catalogues from: the server's explanation or a screen's generic
// text, and the handler of an action on a resource (evaluations, attendance, groups, exports). Not
// in the entry, which every page loads, the log-in page too, which shows none of these; a subpath
// but no share key (tooling/federation.cjs's UNSHARED_SUBPATHS): it holds no state, so each app
// that imports it bundles it with the screens that read it. It reads the engine and the `auth`
// catalogue from the entry by the package's name, never by a relative path, so a page keeps the
// singleton's one copy of each.
import {
  AUTH_ENGLISH as en,
  COMMON_MESSAGES as C,
  bodyText,
  firstFieldErrors,
  joinFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  serverMessage,
  translateAuth as t,
  type FailureMessage,
} from 'shared-auth';
import { texts } from 'shared-i18n';

/** `validationPrefix`: what the field errors follow (`resource.validation` is the whole line). */
export const RESOURCE_MESSAGES = texts(t, 'resource', {
  forbidden: en.resource.forbidden,
  notFound: en.resource.notFound,
  unknownError: en.resource.unknownError,
  validationPrefix: en.resource.validationPrefix,
});

/**
 * The shared evaluations/attendance/group handler's texts that name the attempted action (the
 * screen's words for it, in the active language: 'updating evaluation').
 */
export const actionMessages = {
  invalid: (action: string) => t('action.invalid', { action }),
  server: (action: string) => t('action.server', { action }),
  otherStatus: (action: string, message: string) => t('action.otherStatus', { action, message }),
  unexpected: (action: string) => t('action.unexpected', { action }),
};

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
    ...(joined === '' ? {} : { detail: t('resource.validation', { errors: joined }) }),
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
      byStatus: {
        401: C.sessionExpired,
        403: RESOURCE_MESSAGES.forbidden,
        404: options.notFound ?? RESOURCE_MESSAGES.notFound,
      },
      server: actionMessages.server(action),
      noResponse: C.unableToConnect,
      otherStatus: (f) =>
        actionMessages.otherStatus(action, serverMessage(f.body) ?? RESOURCE_MESSAGES.unknownError),
      fallback: actionMessages.unexpected(action),
    }),
  );
}
