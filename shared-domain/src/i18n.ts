// The `domain` catalogue: the server's answers, the validation messages and the labels the screens
// and the API share. Node-safe (the API imports it through tsx): shared-i18n's core only.
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('domain', en, { ar: () => import('./locales/ar.json') });
export { en as DOMAIN_ENGLISH };
