// The people remote's catalogue (namespace `people`): English comes with the code, Arabic is
// fetched when it is chosen (docs/i18n.md).
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export { en };

export const t = defineCatalog('people', en, { ar: () => import('./locales/ar.json') });
