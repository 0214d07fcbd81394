// The catalogue of a group's attendance and evaluation pages (namespace `groupSheets`): their frame,
// tables and messages, which the Groups screen never downloads.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('groupSheets', en, { ar: () => import('./locales/ar.json') });
export { en as GROUP_SHEETS_ENGLISH };
