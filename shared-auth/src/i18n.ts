// shared-auth's catalogue (namespace `auth`): the session's, the guard's and the auth forms' texts
// and the shared failure handlers'. English comes with the code; Arabic is fetched when chosen.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('auth', en, { ar: () => import('./locales/ar.json') });
export { en };
