// The people remote's catalogue (namespace `people`): English comes with the code, Arabic is
// fetched when it is chosen (docs/i18n.md).
import { defineCatalog } from 'shared-i18n';
import { useDigits, useLocale } from 'shared-i18n/react';
import en from './locales/en.json';

export { en };

export const t = defineCatalog('people', en, { ar: () => import('./locales/ar.json') });

/**
 * The active language and digits as one value: a screen that reads its texts and numbers at render
 * calls it to be drawn again when either changes (a memo lists it as a dependency).
 */
export function useLanguage(): string {
  return `${useLocale()}-${useDigits()}`;
}
