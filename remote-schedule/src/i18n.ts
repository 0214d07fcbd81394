// The schedule's catalogue (namespace `schedule`): English with the code, Arabic fetched when
// chosen.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export { en };
export const t = defineCatalog('schedule', en, { ar: () => import('./locales/ar.json') });
