// The Reports screen's catalogue (namespace `peopleReports`), apart from the people catalogue so
// the other people screens do not download it.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export { en };

export const t = defineCatalog('peopleReports', en, { ar: () => import('./locales/ar.json') });
