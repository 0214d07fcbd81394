// The shell's own words (header, menu, page loading), namespace `shell`; the shell's screens
// (log-in, sign-up, profile, home) have the `host` catalogue (src/i18n.ts).
import { defineCatalog, texts } from 'shared-i18n';
import en from './locales/en.json';

export const t = defineCatalog('shell', en, { ar: () => import('./locales/ar.json') });

export const HEADER_TEXT = texts(t, 'header', en.header);
export const MENU_TEXT = texts(t, 'menu', en.menu);
export const LINK_TEXT = texts(t, 'links', en.links);
export const PAGE_TEXT = texts(t, 'page', en.page);
export const TITLE_TEXT = texts(t, 'titles', en.titles);
