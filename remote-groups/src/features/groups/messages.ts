// The Groups screen's own texts and its failure texts (spec section 8: groupError); the staff
// lookup's are shared-domain's, as the calls screen shows them. Read from the `groups` catalogue.
import { type FailureMessage } from 'shared-auth';
import { serverDetailOr } from 'shared-auth/handlers';
import { type LevelUpdateCounts } from 'shared-domain';
import { formatNumber, texts } from 'shared-i18n';
import { listOf, withMessages } from '../../i18n';
import { GROUP_LIST_ENGLISH as en, t } from './i18n';

export const GROUPS_TEXT = texts(t, 'list', en.list);

/** The list's filters and its Export control (shared-ui's ExportButton). */
export const FILTER_TEXT = texts(t, 'filters', en.filters);
export const EXPORT_TEXT = texts(t, 'exportFile', en.exportFile);

/** The enrolment dialogs' texts: Add students, and placing passed students. */
export const ENROLMENT_TEXT = withMessages(texts(t, 'enrolment', en.enrolment), {
  addStudents: (title: string) => t('enrolment.addStudents', { title }),
  noGroupsAtLevel: (level: string) => t('enrolment.noGroupsAtLevel', { level }),
  placeSubmit: (count: number) => t('enrolment.placeSubmit', { count }),
  passed: (names: string[], level: string) =>
    t('enrolment.passed', { level, names: listOf(names) }),
});

/** The card menu's items, the card sections' and the forms' words. */
export const ACTION_TEXT = texts(t, 'actions', en.actions);
export const CARD_TEXT = texts(t, 'card', en.card);
export const FORM_TEXT = texts(t, 'form', en.form);
export const HOURS_TEXT = texts(t, 'hours', en.hours);
export const DELETE_TEXT = texts(t, 'deleteDialog', en.deleteDialog);
export const LEVEL_TEXT = texts(t, 'levelDialog', en.levelDialog);

/** A card's menu button, e.g. 'Actions for Group 3'. */
export function actionsLabel(title: string): string {
  return t('actions.menuOf', { title });
}

/** The Groups heading's count, '1 group' or '12 groups'. */
export function groupCountText(count: number): string {
  return t('list.count', { count });
}

export function foundText(count: number, term: string): string {
  return t('list.found', { count, term: term.trim() });
}

export function levelSummaryText(summary: LevelUpdateCounts): string {
  return t('levelDialog.summary', {
    passed: formatNumber(summary.students_passed),
    failed: formatNumber(summary.students_failed),
    noLevels: formatNumber(summary.students_no_levels),
  });
}

export const GROUP_MESSAGES = texts(t, 'errors', en.errors);

export type GroupOperation = keyof typeof en.errors;

/** The server's `detail` (or `error`, as update-level answers), else the operation's text. */
export function groupError(error: unknown, operation: GroupOperation): FailureMessage {
  return serverDetailOr(error, GROUP_MESSAGES[operation]);
}
