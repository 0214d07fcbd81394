// The signed-in side's catalogue (namespace `account`): the home page and the release panels, so the
// log-in page does not carry their words (the profile page has its own, profile/i18n.ts).
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('account', en, { ar: () => import('./locales/ar.json') });

/** The English catalogue, whose sections `texts()` reads by their keys. */
export { en };
