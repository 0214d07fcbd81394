// The catalogue every groups screen reads (namespace `groups`): a group not found, the Activity
// button, list separators. The Groups screen's texts are `groupList` (features/groups/i18n.ts), the
// sheets' `groupSheets` (features/group-sheet/i18n.ts). English ships with the code, Arabic is
// fetched when it is chosen (docs/i18n.md).
import { defineCatalog } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('groups', en, { ar: () => import('./locales/ar.json') });

/**
 * A texts() section with some of its messages replaced by functions taking their values; the
 * section's getters stay getters (spreading would read them once, in today's language).
 */
export function withMessages<Base extends object, Extra extends object>(
  base: Base,
  extra: Extra,
): Omit<Base, keyof Extra> & Extra {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(extra) },
  ) as Omit<Base, keyof Extra> & Extra;
}

/** Items joined as a list is written in the active language ('a, b' or 'a، b'). */
export function listOf(items: readonly string[]): string {
  return items.join(t('common.listSeparator'));
}
