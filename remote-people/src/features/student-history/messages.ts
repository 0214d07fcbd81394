// The history panel's texts and failure texts (the error catalogue's words for a failed read).
import { resourceActionError } from 'shared-auth/handlers';
import { ACTIVITY_TEXTS } from 'shared-domain/records';

export const HISTORY_TEXTS = {
  /** The name button's label in the Student List and the panel's title. */
  open: (name: string) => `History of ${name}`,
  close: 'Close history',
  /** The panel's title until the student's name has loaded. */
  untitled: 'Student history',
  levelsLoading: 'Loading levels...',
  levelsAction: 'loading the levels',
  activityOf: (name: string) => `Activity of ${name}`,
} as const;

export function activityError(error: unknown): string {
  return resourceActionError(error, ACTIVITY_TEXTS.loadAction).message;
}

export function levelsError(error: unknown): string {
  return resourceActionError(error, HISTORY_TEXTS.levelsAction).message;
}
