// The profile page's catalogue (namespace `profile`): it comes with the page's own chunk, so the
// signed-in side, which every screen loads, does not carry its words.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('profile', en, { ar: () => import('./locales/ar.json') });

/** The English catalogue, whose sections `texts()` reads by their keys. */
export { en };
