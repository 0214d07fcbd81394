// The history panel's failure texts (the error catalogue's words for a failed read), apart from
// messages.ts: the Student List reads that one for its name buttons, and would otherwise load
// shared-domain/records with it.
import { resourceActionError } from 'shared-auth/handlers';
import { ACTIVITY_TEXTS } from 'shared-domain/records';
import { HISTORY_TEXTS } from './messages';

export function activityError(error: unknown): string {
  return resourceActionError(error, ACTIVITY_TEXTS.loadAction).message;
}

export function levelsError(error: unknown): string {
  return resourceActionError(error, HISTORY_TEXTS.levelsAction).message;
}
