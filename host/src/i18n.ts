// The shell's screens' catalogue (namespace `host`): the log-in page is the first page, so the
// English comes with the code and stays lean; Arabic is fetched only when it is chosen.
import { defineCatalog, texts } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('host', en, { ar: () => import('./locales/ar.json') });

/** The English catalogue, whose sections `texts()` reads by their keys. */
export { en };

export const FIELD_TEXT = texts(t, 'fields', en.fields);
export const COMMON_TEXT = texts(t, 'common', en.common);
