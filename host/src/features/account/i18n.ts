// The signed-in pages' catalogue (namespace `account`): profile, home and the release panels come
// with their own chunks, so the log-in page does not carry their words.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('account', en, { ar: () => import('./locales/ar.json') });

/** The English catalogue, whose sections `texts()` reads by their keys. */
export { en };
