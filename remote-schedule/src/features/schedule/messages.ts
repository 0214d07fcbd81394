// The schedule screen's words, exactly as spec sections 2 and 8 write them, from its catalogue
// (src/locales/), each read in the active language.
import { type FailureMessage, readFailure } from 'shared-auth';
import { texts } from 'shared-i18n';
import { en, t } from '../../i18n';

export const SCHEDULE_TEXT = texts(t, 'text', en.text);

export const COUNTER_LABELS = texts(t, 'counters', en.counters);

export const SCHEDULE_MESSAGES = texts(t, 'errors', en.errors);

export function scheduleError(error: unknown): FailureMessage {
  return readFailure(error, SCHEDULE_MESSAGES);
}
