// The Calls screen's catalogue (namespace `calls`): English with the code, Arabic fetched when
// chosen.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export { en };
export const t = defineCatalog('calls', en, { ar: () => import('./locales/ar.json') });
