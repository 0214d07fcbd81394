// The student dashboard's catalogue (namespace `student`): English with the code, Arabic fetched
// when chosen.
import { defineCatalog, texts } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('student', en, { ar: () => import('./locales/ar.json') });

/** A section's messages without values, each read in the active language when it is read. */
export const section = <Key extends keyof typeof en>(key: Key) => texts(t, key, en[key]);
