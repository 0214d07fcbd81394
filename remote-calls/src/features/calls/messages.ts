// The Calls screen's own words, from its catalogue (src/locales/): headings, buttons, empty
// states, the success toasts of spec section 8 ("refreshed, created, updated, deleted") and its
// failure texts (callError). The staff lookup's texts are shared-domain's.
import { type FailureMessage } from 'shared-auth';
import { serverDetailOr } from 'shared-auth/handlers';
import { texts } from 'shared-i18n';
import { en, t } from '../../i18n';

export const CALLS_TEXT = texts(t, 'list', en.list);

/** The list's filters and its Export control (shared-ui's ExportButton). */
export const FILTER_TEXT = texts(t, 'filters', en.filters);
export const EXPORT_TEXT = texts(t, 'exportFile', en.exportFile);

/** 'Found 3 calls matching "omar"' (spec section 2, shared list-screen behaviour). */
export function foundMessage(count: number, term: string): string {
  return t('found', { count, term });
}

export function noMatchesMessage(term: string): string {
  return t('noMatches', { term });
}

export function deleteMessage(caller: string, time: string): string {
  return t('deleteMessage', { caller, time });
}

export const CALL_MESSAGES = texts(t, 'errors', en.errors);

export type CallOperation = keyof typeof CALL_MESSAGES;

/** The server's `detail`, else the operation's text (spec section 8). */
export function callError(error: unknown, operation: CallOperation): FailureMessage {
  return serverDetailOr(error, CALL_MESSAGES[operation]);
}
