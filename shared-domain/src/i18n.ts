// The `domain` catalogue: the server's answers, the validation messages and the labels the screens
// and the API share. Node-safe (the API imports it through tsx): shared-i18n's core only.
import { defineCatalog, texts, type PlainSection } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('domain', en, { ar: () => import('./locales/ar.json') });
export { en as DOMAIN_ENGLISH };

/** The catalogue's sections of plain texts (no values), which texts() can read. */
export type DomainSection = PlainSection<typeof en>;

/**
 * The domain catalogue for shared-domain's subpaths, which import the core by its name: its
 * translate function, and a section as an object of getters in the active language.
 */
export const translateDomain: typeof t = (id, values) => t(id, values);
export function domainTexts<Section extends DomainSection>(section: Section) {
  return texts(t, section, en[section]);
}
