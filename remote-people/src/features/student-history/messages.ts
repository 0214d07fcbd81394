// The history panel's texts (its failure texts are panel-errors.ts).
import { texts } from 'shared-i18n';
import { en, t } from '../../i18n';

const FIXED = texts(t, 'history', en.history);

export const HISTORY_TEXTS = {
  /** The name button's label in the Student List and the panel's title. */
  open: (name: string) => t('historyOf.open', { name }),
  get close() {
    return FIXED.close;
  },
  /** The panel's title until the student's name has loaded. */
  get untitled() {
    return FIXED.untitled;
  },
  get levelsLoading() {
    return FIXED.levelsLoading;
  },
  get levelsAction() {
    return FIXED.levelsAction;
  },
  activityOf: (name: string) => t('historyOf.activity', { name }),
};
