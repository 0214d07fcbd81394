// shared-ui's catalogue (namespace `ui`): the texts its components show themselves (the crash
// screen, loading, empty and failed states, tables, pagination, dialogs' default buttons, the
// toaster, the standalone page). English comes with the code; Arabic is fetched when chosen.
import { defineCatalog, formatNumber } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('ui', en, { ar: () => import('./locales/ar.json') });
export { en };

/** A count or page number as a message's value: the active language's digits, no grouping. */
export const digits = (value: number): string => formatNumber(value, { useGrouping: false });
