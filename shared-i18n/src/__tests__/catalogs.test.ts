import {
  activeLocale,
  catalogsReady,
  defineCatalog,
  formatDate,
  formatMoney,
  formatNumber,
  leftToRight,
  preferredLocale,
  setLocale,
  texts,
} from '../index';
import { inLocale, loadAllLocales, setLocaleContext } from '../server';

const english = {
  list: { title: 'Calls', empty: 'No calls yet' },
  saved: '{action, select, created {Call created} other {Call updated}} by {name}',
  found: 'Found {count, plural, one {# call} other {# calls}} matching "{term}"',
  owner: 'Added by {name}',
};
const arabic = {
  list: { title: 'المكالمات', empty: 'لا توجد مكالمات بعد' },
  saved: '{action, select, created {أُنشئت المكالمة} other {حُدّثت المكالمة}} بواسطة {name}',
  found:
    '{count, plural, zero {لا مكالمات} one {مكالمة واحدة} two {مكالمتان} few {# مكالمات} many {# مكالمة} other {# مكالمة}} تطابق "{term}"',
  owner: 'أضافها {name}',
};

let arabicLoads = 0;
const t = defineCatalog('sample', english, {
  ar: () => {
    arabicLoads += 1;
    return Promise.resolve({ default: arabic });
  },
});
const TEXT = texts(t, 'list', english.list);

afterEach(() => setLocale('en', 'latn'));

it('speaks English with its code, before any language is chosen', () => {
  expect(activeLocale()).toBe('en');
  expect(TEXT.title).toBe('Calls');
  expect(t('found', { count: 1, term: 'omar' })).toBe('Found 1 call matching "omar"');
  expect(t('found', { count: 3, term: 'omar' })).toBe('Found 3 calls matching "omar"');
});

it('switches to Arabic once its catalogue has loaded, fetching it once', async () => {
  await setLocale('ar', 'latn');
  await setLocale('en');
  await setLocale('ar', 'latn');
  expect(arabicLoads).toBe(1);
  expect(TEXT.title).toBe('المكالمات');
  expect(TEXT.empty).toBe('لا توجد مكالمات بعد');
});

it("uses Arabic's plural forms and the chosen digits", async () => {
  await setLocale('ar', 'latn');
  const found = (count: number) => t('found', { count, term: 'x' }).split(' تطابق')[0];
  expect(found(0)).toBe('لا مكالمات');
  expect(found(1)).toBe('مكالمة واحدة');
  expect(found(2)).toBe('مكالمتان');
  expect(found(3)).toBe('3 مكالمات');
  expect(found(11)).toBe('11 مكالمة');
  await setLocale('ar', 'arab');
  expect(found(3)).toBe('٣ مكالمات');
  expect(formatNumber(1250)).toBe('١٬٢٥٠');
});

it('keeps a phone number left to right in Arabic, and leaves English as it is', async () => {
  expect(leftToRight('+201001234567')).toBe('+201001234567');
  await setLocale('ar');
  expect(leftToRight('+201001234567')).toBe('\u2066+201001234567\u2069');
});

it('isolates a Latin name inside Arabic text, and only there', async () => {
  expect(t('owner', { name: 'Omar Hassan' })).toBe('Added by Omar Hassan');
  await setLocale('ar');
  expect(t('owner', { name: 'Omar Hassan' })).toBe('أضافها \u2068Omar Hassan\u2069');
  expect(t('saved', { action: 'created', name: 'Omar' })).toBe(
    'أُنشئت المكالمة بواسطة \u2068Omar\u2069',
  );
});

it('formats each number and date in the language active at the time, whatever came before', async () => {
  const day = new Date(2025, 0, 5);
  expect(formatNumber(1250)).toBe('1,250');
  expect(formatDate(day, { month: 'long' })).toBe('January');
  await setLocale('ar', 'arab');
  expect(formatNumber(1250)).toBe('١٬٢٥٠');
  expect(formatDate(day, { month: 'long' })).toBe('يناير');
  await setLocale('ar', 'latn');
  expect(formatNumber(1250)).toBe('1,250');
  await setLocale('en');
  expect(formatNumber(1250)).toBe('1,250');
  expect(formatNumber(0.5, { style: 'percent' })).toBe('50%');
  expect(formatDate(day, { month: 'long' })).toBe('January');
  expect(formatDate(day, { month: 'short', day: 'numeric' })).toBe('Jan 5');
});

it('writes money in the active language', async () => {
  expect(formatMoney(1500, 'USD')).toBe('$1,500.00');
  expect(formatMoney(1500, 'EGP')).toBe('EGP\u00a01,500.00');
  await setLocale('ar', 'latn');
  expect(formatMoney(1500, 'EGP')).toMatch(/1,500\.00/);
  expect(formatMoney(1500, 'EGP')).toMatch(/ج\.م/);
});

it('reads a new catalogue in the active language once it is ready', async () => {
  await setLocale('ar');
  const late = defineCatalog(
    'late',
    { hello: 'Hello' },
    {
      ar: () => Promise.resolve({ hello: 'مرحبا' }),
    },
  );
  await catalogsReady();
  expect(late('hello')).toBe('مرحبا');
});

it('reads a catalogue registered while a language loads in that language', async () => {
  let release: () => void = () => undefined;
  const slow = defineCatalog(
    'slow',
    { hello: 'Hello' },
    { ar: () => new Promise((resolve) => (release = () => resolve({ hello: 'أهلا' }))) },
  );
  const choosing = setLocale('ar');
  // A page's chunk evaluated before the language is active, then waiting for its words.
  const midway = defineCatalog(
    'midway',
    { bye: 'Goodbye' },
    { ar: async () => ({ bye: 'وداعا' }) },
  );
  const ready = catalogsReady();
  release();
  await Promise.all([choosing, ready]);
  expect(slow('hello')).toBe('أهلا');
  expect(midway('bye')).toBe('وداعا');
});

it('keeps the language when a catalogue cannot be fetched, and tries again next time', async () => {
  let attempts = 0;
  const flaky = defineCatalog(
    'flaky',
    { hello: 'Hello' },
    {
      ar: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ hello: 'أهلا' });
      },
    },
  );
  await expect(setLocale('ar')).rejects.toThrow('offline');
  expect(activeLocale()).toBe('en');
  await setLocale('ar');
  expect(flaky('hello')).toBe('أهلا');
});

it('takes the first supported language of a browser or request', () => {
  expect(preferredLocale(['fr-FR', 'ar-EG', 'en'])).toBe('ar');
  expect(preferredLocale(['en-GB;q=0.9'])).toBe('en');
  expect(preferredLocale(['fr'])).toBeNull();
});

it('reads a message in another language on the server without changing the active one', async () => {
  await loadAllLocales();
  expect(inLocale('ar', () => TEXT.title)).toBe('المكالمات');
  expect(activeLocale()).toBe('en');
  expect(TEXT.title).toBe('Calls');
});

it("reads every message in the language of the server's request context", async () => {
  await loadAllLocales();
  let requestLocale: 'en' | 'ar' | undefined = 'ar';
  setLocaleContext(() => requestLocale);
  try {
    expect(TEXT.title).toBe('المكالمات');
    expect(t('owner', { name: 'Omar' })).toBe('أضافها \u2068Omar\u2069');
    expect(formatDate(new Date(2025, 0, 5), { month: 'long' })).toBe('يناير');
    requestLocale = undefined;
    expect(formatDate(new Date(2025, 0, 5), { month: 'long' })).toBe('January');
    expect(TEXT.title).toBe('Calls');
  } finally {
    setLocaleContext(null);
  }
});
