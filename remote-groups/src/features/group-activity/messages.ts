// The group Activity panel's texts and failure text (the error catalogue's words for a read).
import { resourceActionError } from 'shared-auth/handlers';
import { ACTIVITY_TEXTS } from 'shared-domain/records';
import { t } from '../../i18n';

export const GROUP_ACTIVITY_TEXTS = {
  /** The card's button and the panel's title, e.g. 'Activity of Group 3'. */
  of: (title: string) => t('activity.of', { title }),
  get close() {
    return t('activity.close');
  },
};

export function groupActivityError(error: unknown): string {
  return resourceActionError(error, ACTIVITY_TEXTS.loadAction).message;
}
