// The Import screen's catalogue (namespace `peopleImports`), apart from the people catalogue so
// the Students and Staff lists do not download it.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export { en };

export const t = defineCatalog('peopleImports', en, { ar: () => import('./locales/ar.json') });
