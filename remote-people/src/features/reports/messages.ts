// The Reports screen's texts, from its own catalogue (./i18n.ts), read in the active language.
import { texts } from 'shared-i18n';
import { en as peopleEnglish, t as peopleText } from '../../i18n';
import { en, t } from './i18n';

export const REPORT_TEXT = texts(t, 'reports', en.reports);

/** The Activity report's words (operations managers). */
export const ACTIVITY_TEXT = texts(t, 'activity', en.activity);

/** The Export control's words (shared-ui's ExportButton), as the lists word them. */
export const EXPORT_TEXTS = texts(peopleText, 'exportFile', peopleEnglish.exportFile);

/** '3 students at risk'. */
export function atRiskCountText(count: number): string {
  return t('reportsOf.atRiskCount', { count });
}

/** '2 evaluations pending over 14 days'. */
export function pendingCountText(count: number, days: number): string {
  return t('reportsOf.pendingCount', { count, days });
}
