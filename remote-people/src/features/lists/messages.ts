// The texts the Students and Staff lists share, from the people catalogue.
import { texts } from 'shared-i18n';
import { en, t } from '../../i18n';

export const LIST_TEXTS = texts(t, 'lists', en.lists);

/** The Export control's words (shared-ui's ExportButton). */
export const EXPORT_TEXTS = texts(t, 'exportFile', en.exportFile);

/** The delete confirmation's question about one person. */
export function deleteQuestion(name: string): string {
  return t('lists.deleteQuestion', { name });
}
