// An amount written in words for a receipt, in the request's language (n2words for the number).
// The words name the number alone, in both languages: an Arabic currency noun would have to agree
// with the number before it (dual, plural, accusative), which Intl does not give for every
// currency, so the receipt names the currency on a line of its own.
import { toCardinal as arabicCardinal } from 'n2words/ar-SA';
import { toCardinal as englishCardinal } from 'n2words/en-US';
import type { Locale } from 'shared-i18n';
import { t } from '../i18n';

/** The currency's name in `locale` ('US Dollar', 'دولار أمريكي'); else its code. */
export function currencyName(currency: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/**
 * 123450 -> 'One thousand two hundred thirty-four and 50/100' in English,
 * 'فقط ألف ومئتان وأربعة وثلاثون و50/100 لا غير' in Arabic. `minor` is in hundredths, not negative.
 */
export function amountInWords(minor: number, locale: Locale): string {
  const major = Math.floor(minor / 100);
  const hundredths = minor % 100;
  const cardinal = locale === 'ar' ? arabicCardinal(major) : englishCardinal(major);
  const fraction = hundredths
    ? t('receiptPdf.fraction', { fraction: `${String(hundredths).padStart(2, '0')}/100` })
    : '';
  const words = t('receiptPdf.words', { words: cardinal, fraction });
  return words.charAt(0).toUpperCase() + words.slice(1);
}
