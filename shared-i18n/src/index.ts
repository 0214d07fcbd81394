// The suite's one Lingui instance (a federation singleton, so the shell and every remote translate
// with it), the registry of catalogues each package defines, and the active language. English is
// loaded with each package's code; another language's catalogue is fetched when it is chosen.
import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Western (0-9) or Arabic-Indic digits, a user's choice for Arabic. */
export type Digits = 'latn' | 'arab';
export const DIGITS: readonly Digits[] = ['latn', 'arab'];

/** Each language by its own name, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
export const isDigits = (value: unknown): value is Digits => value === 'latn' || value === 'arab';

export type Direction = 'ltr' | 'rtl';
export const directionOf = (locale: Locale): Direction => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The Intl locale numbers, dates and plurals are formatted in: US English (the spec's "Jan 5,
 * 2025"), Egyptian Arabic with the chosen digits.
 */
export function intlLocaleOf(locale: Locale, digits: Digits = 'latn'): string {
  return locale === 'ar' ? `ar-EG-u-nu-${digits}` : 'en-US';
}

/** The first supported language of a list of language tags (`navigator.languages`, Accept-Language). */
export function preferredLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * A catalogue file: message ids to ICU messages (compiled by the build, raw in tests and the API),
 * grouped in sections by nesting (`{ "list": { "title": "Calls" } }` is the id `list.title`).
 */
export type CatalogMessages = { [key: string]: unknown };
type English = { [key: string]: string | English };
/** The ids of a catalogue: its keys, sections' keys joined by dots. */
export type MessageId<Catalog> = {
  [Key in keyof Catalog & string]: Catalog[Key] extends string
    ? Key
    : `${Key}.${MessageId<Catalog[Key]>}`;
}[keyof Catalog & string];
/** The sections of a catalogue that hold plain texts (no nested sections), which texts() reads. */
export type PlainSection<Catalog> = {
  [Key in keyof Catalog]: Catalog[Key] extends Record<string, string> ? Key : never;
}[keyof Catalog];
type CatalogModule = { default: CatalogMessages } | CatalogMessages;
export type CatalogLoader = () => Promise<CatalogModule>;

interface Registration {
  loaders: Partial<Record<Locale, CatalogLoader>>;
  loading: Partial<Record<Locale, Promise<void>>>;
}

const catalogs = new Map<string, Registration>();
let digits: Digits = 'latn';
/** The language setLocale is loading, until it is active (or has failed). */
let pendingLocale: Locale | null = null;

/** A catalogue's messages by their full ids (`calls.list.title`); compiled messages are arrays. */
function prefixed(prefix: string, messages: CatalogMessages, into: Messages = {}): Messages {
  for (const [key, message] of Object.entries(messages)) {
    if (message && typeof message === 'object' && !Array.isArray(message))
      prefixed(`${prefix}.${key}`, message as CatalogMessages, into);
    else into[`${prefix}.${key}`] = message as Messages[string];
  }
  return into;
}

const messagesOf = (module: CatalogModule): CatalogMessages =>
  'default' in module && module.default && typeof module.default === 'object'
    ? (module.default as CatalogMessages)
    : module;

/** Loads a namespace's catalogue of a language once (a failed fetch is tried again next time). */
function ensureLoaded(namespace: string, locale: Locale): Promise<void> {
  const registration = catalogs.get(namespace);
  const loader = registration?.loaders[locale];
  if (!registration || !loader) return Promise.resolve();
  registration.loading[locale] ??= loader().then(
    (module) => i18n.load(locale, prefixed(namespace, messagesOf(module))),
    (error: unknown) => {
      delete registration.loading[locale];
      throw error;
    },
  );
  return registration.loading[locale];
}

export type Values = Record<string, string | number | Date | null | undefined>;
export type Translate<Key extends string> = (key: Key, values?: Values) => string;

// First Strong Isolate / Pop Directional Isolate: a Latin name or e-mail inside Arabic text keeps
// its own direction instead of reordering the sentence around it.
const FSI = '\u2068';
const PDI = '\u2069';

// A value written like an identifier (`created`, `female`) is a key a `select` chooses by, not
// text a reader sees: isolating it would keep the select from matching.
const SELECT_KEY = /^[a-z][a-z0-9_]*$/;

function isolated(values: Values | undefined): Values | undefined {
  if (!values || directionOf(currentLocale()) === 'ltr') return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && value !== '' && !SELECT_KEY.test(value)
        ? `${FSI}${value}${PDI}`
        : value,
    ]),
  );
}

/**
 * Text that reads left to right whatever surrounds it (a phone number's "+" stays first): wrapped
 * in a left-to-right isolate when the language is written right to left, as it is otherwise.
 */
export function leftToRight(text: string): string {
  return directionOf(currentLocale()) === 'rtl' && text ? `\u2066${text}${PDI}` : text;
}

/** The language messages and formats are read in: the server request's, else the active one. */
function currentLocale(): Locale {
  return contextLocale?.() ?? activeLocale();
}

/**
 * Registers a package's catalogue under its namespace: its English messages (imported with its
 * code) and a loader per other language. Returns the namespace's translate function, which reads
 * the active language at each call.
 */
export function defineCatalog<Catalog extends English>(
  namespace: string,
  english: Catalog,
  loaders: Record<Exclude<Locale, 'en'>, CatalogLoader>,
): Translate<MessageId<Catalog>> {
  const registration: Registration = {
    loaders: { en: () => Promise.resolve(english), ...loaders },
    loading: {},
  };
  catalogs.set(namespace, registration);
  i18n.load('en', prefixed(namespace, english));
  registration.loading.en = Promise.resolve();
  if (!i18n.locale) i18n.activate(DEFAULT_LOCALE, [intlLocaleOf(DEFAULT_LOCALE)]);
  const wanted = pendingLocale ?? activeLocale();
  if (wanted !== 'en') ensureLoaded(namespace, wanted).catch(() => undefined);
  return (key, values) => {
    const read = () => i18n._(`${namespace}.${key}`, isolated(values));
    const contextual = contextLocale?.();
    return contextual && contextual !== activeLocale() ? inLocale(contextual, read) : read();
  };
}

let contextLocale: (() => Locale | undefined) | null = null;

/**
 * Where a server reads the language of the request being handled (AsyncLocalStorage): every
 * message is then read in that language, whatever is active.
 */
export function setLocaleContext(read: (() => Locale | undefined) | null): void {
  contextLocale = read;
}

/**
 * Runs `read` with `locale` active and puts the previous language back: reading a message is
 * synchronous, so nothing else runs in between.
 */
export function inLocale<T>(locale: Locale, read: () => T): T {
  const previous = activeLocale();
  if (previous === locale) return read();
  const previousLocales = i18n.locales;
  i18n.activate(locale, [intlLocaleOf(locale)]);
  try {
    return read();
  } finally {
    i18n.activate(previous, previousLocales);
  }
}

/**
 * An object whose properties read one section of a catalogue in the active language, for texts
 * without values: `CALLS_TEXT.title` reads `t('list.title')` each time it is read.
 */
export function texts<Section extends Record<string, string>>(
  translate: Translate<never>,
  section: string,
  english: Section,
): Readonly<Record<keyof Section & string, string>> {
  const read = translate as unknown as Translate<string>;
  const result = {} as Record<keyof Section & string, string>;
  for (const key of Object.keys(english) as (keyof Section & string)[])
    Object.defineProperty(result, key, {
      enumerable: true,
      get: () => read(`${section}.${key}`),
    });
  return result;
}

export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export function activeDigits(): Digits {
  return digits;
}

/** The Intl locale of the active language (a server request's, in the API) and digits. */
export function activeIntlLocale(): string {
  return intlLocaleOf(currentLocale(), digits);
}

/**
 * Makes a language active once every registered catalogue of it has loaded (rejects, leaving the
 * active language as it was, when one cannot be fetched).
 */
export async function setLocale(locale: Locale, chosenDigits: Digits = digits): Promise<void> {
  pendingLocale = locale;
  try {
    await allLoaded(locale);
  } finally {
    if (pendingLocale === locale) pendingLocale = null;
  }
  digits = chosenDigits;
  i18n.activate(locale, [intlLocaleOf(locale, chosenDigits)]);
}

/**
 * Loads a language's catalogues of every registered namespace, including those a chunk registers
 * while the others load (a page's code arriving beside the language at start-up).
 */
async function allLoaded(locale: Locale): Promise<void> {
  let namespaces: string[];
  do {
    namespaces = [...catalogs.keys()];
    await Promise.all(namespaces.map((namespace) => ensureLoaded(namespace, locale)));
  } while (catalogs.size > namespaces.length);
}

/**
 * Resolves once the catalogues of every registered namespace have loaded in the active language,
 * or in the one being made active: a screen waits for it after its code arrives.
 */
export async function catalogsReady(): Promise<void> {
  await allLoaded(pendingLocale ?? activeLocale());
}

/** Calls `listener` after each change of language or digits; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  return i18n.on('change', listener);
}

// Intl's formatters are costly to make and keep no state: each is made once per Intl locale and
// options, and reused. The options' variety is the code's own (and currencies): few entries.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const FORMATTERS_MAX = 500;

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  options: object | undefined,
  make: (locale: string) => F,
): F {
  const locale = activeIntlLocale();
  const key = `${kind} ${locale} ${options === undefined ? '' : JSON.stringify(options)}`;
  let found = formatters.get(key) as F | undefined;
  if (!found) {
    found = make(locale);
    if (formatters.size >= FORMATTERS_MAX) formatters.clear();
    formatters.set(key, found);
  }
  return found;
}

/** The active language's Intl.NumberFormat with `options`. */
export function numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return formatter('number', options, (locale) => new Intl.NumberFormat(locale, options));
}

/** The active language's Intl.DateTimeFormat with `options`. */
export function dateTimeFormat(options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formatter('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

/** An amount of money with its currency (EGP, USD), as the active language writes it. */
export function formatMoney(amount: number, currency: string): string {
  return numberFormat({ style: 'currency', currency }).format(amount);
}

export function formatDate(
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value);
  return dateTimeFormat(options).format(date);
}

export { i18n };
