// The API's own catalogue (namespace `api`): e-mails, CSV headers and the answers the API words
// itself; the spec's fixed answers and the validation messages are shared-domain's (`domain`).
// Arabic is imported with the code: the server loads every language at start.
import { defineCatalog } from 'shared-i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

export const t = defineCatalog('api', en, { ar: () => Promise.resolve(ar) });

/** The English messages: the sections `texts()` reads, and the constants tests compare with. */
export { en as API_ENGLISH };
