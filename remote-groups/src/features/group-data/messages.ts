// What a group's pages say when the group cannot be read (spec section 8): the shared handler's
// texts, with the group named when it is not found.
import { type FailureMessage } from 'shared-auth';
import { resourceActionError } from 'shared-auth/handlers';
import { t } from '../../i18n';

/** Read when shown, in the active language. */
export function groupNotFound(): string {
  return t('sheet.notFound');
}

/** `action` names the load in the message, e.g. 'loading attendance'. */
export function groupReadError(error: unknown, action: string): FailureMessage {
  return resourceActionError(error, action, { notFound: groupNotFound() });
}
