// The Groups screen's catalogue (namespace `groupList`): the list, its cards and its dialogs. A
// catalogue of its own so a group's attendance and evaluation pages do not download it.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('groupList', en, { ar: () => import('./locales/ar.json') });
export { en as GROUP_LIST_ENGLISH };
