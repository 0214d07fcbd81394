// The finance documents as PDF, in the request's language: a payment's receipt and the takings of
// a day or a range. Figures are written with Western digits and the currency's code in both
// languages, as the ledger and its CSV write them.
import { minorToDecimal, paymentMethodLabel, receiptNumberLabel } from 'shared-domain/records';
import { intlLocaleOf, type Locale } from 'shared-i18n';
import type { PaymentReceipt, Takings } from '../db/queries/ledger';
import { t } from '../i18n';
import { amountInWords, currencyName } from '../lib/amount-words';
import { PdfWriter } from '../lib/pdf';

const FIGURES = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123450, 'USD' -> '1,234.50 USD'. */
export function moneyFigures(minor: number, currency: string): string {
  return `${FIGURES.format(minorToDecimal(minor) as `${number}`)} ${currency}`;
}

/** '2026-11-29' -> '29 November 2026' / '29 نوفمبر 2026'. */
function longDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function direction(locale: Locale) {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The receipt of one payment; `locale` is the language the request's messages are read in. */
export function receiptPdf(
  receipt: PaymentReceipt,
  options: { centre: string; locale: Locale },
): Promise<Buffer> {
  const { entry, student } = receipt;
  const { centre, locale } = options;
  const number = receiptNumberLabel(entry.receipt);
  const pdf = new PdfWriter(direction(locale), {
    title: `${t('receiptPdf.title')} ${number}`,
    author: centre,
  });
  pdf
    .text(centre, { size: 16, bold: true, align: 'center' })
    .text(t('receiptPdf.title'), { size: 20, bold: true, align: 'center' })
    .rule()
    .field(t('receiptPdf.number'), number, { bold: true })
    .field(t('receiptPdf.date'), longDate(entry.occurred_on, locale))
    .field(t('receiptPdf.student'), student.name)
    .field(t('receiptPdf.amount'), moneyFigures(entry.paid_minor, entry.currency), {
      bold: true,
      size: 13,
    })
    .field(t('receiptPdf.amountInWords'), amountInWords(entry.paid_minor, locale))
    .field(t('receiptPdf.currency'), `${currencyName(entry.currency, locale)} (${entry.currency})`);
  if (entry.method) pdf.field(t('receiptPdf.method'), paymentMethodLabel(entry.method));
  if (entry.reference) pdf.field(t('receiptPdf.reference'), entry.reference);
  pdf.field(t('receiptPdf.receivedBy'), entry.recorded_by?.name ?? t('receiptPdf.system')).rule();
  if (entry.reversed_by_id !== null) pdf.text(t('receiptPdf.reversed'), { bold: true }).gap(4);
  pdf
    .text(t('receiptPdf.thanks'))
    .gap(4)
    .text(t('receiptPdf.issued', { centre }), { muted: true, size: 9 });
  return pdf.toBuffer();
}

/** The takings of `takings.from`..`takings.to`, per currency, by method and by staff member. */
export function takingsPdf(
  takings: Takings,
  options: { centre: string; locale: Locale; printedBy: string; printedAt: Date },
): Promise<Buffer> {
  const { centre, locale } = options;
  const period =
    takings.from === takings.to
      ? longDate(takings.from, locale)
      : t('takingsPdf.range', {
          from: longDate(takings.from, locale),
          to: longDate(takings.to, locale),
        });
  const pdf = new PdfWriter(direction(locale), { title: t('takingsPdf.title'), author: centre });
  pdf
    .text(centre, { size: 16, bold: true, align: 'center' })
    .text(t('takingsPdf.title'), { size: 20, bold: true, align: 'center' })
    .rule()
    .field(t('takingsPdf.period'), period, { bold: true })
    .gap(6);
  if (takings.currencies.length === 0) pdf.text(t('takingsPdf.none'));
  const header = (title: string) =>
    pdf.row(
      [
        { text: title, share: 3 },
        { text: t('takingsPdf.payments'), share: 1, align: 'end' },
        { text: t('takingsPdf.amount'), share: 2, align: 'end' },
      ],
      { bold: true },
    );
  const line = (name: string, payments: number, minor: number, currency: string) =>
    pdf.row([
      { text: name, share: 3 },
      { text: String(payments), share: 1, align: 'end' },
      { text: moneyFigures(minor, currency), share: 2, align: 'end' },
    ]);
  for (const sums of takings.currencies) {
    pdf.text(t('takingsPdf.currency', { currency: sums.currency }), { size: 13, bold: true });
    header(t('takingsPdf.total'));
    line(t('takingsPdf.total'), sums.payments, sums.total_minor, sums.currency);
    pdf.gap(4);
    header(t('takingsPdf.byMethod'));
    for (const m of sums.by_method)
      line(paymentMethodLabel(m.method), m.payments, m.total_minor, sums.currency);
    pdf.gap(4);
    header(t('takingsPdf.byStaff'));
    for (const s of sums.by_staff) line(s.staff_name, s.payments, s.total_minor, sums.currency);
    pdf.rule();
  }
  const when = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(options.printedAt);
  pdf.gap(6).text(t('takingsPdf.generated', { when, name: options.printedBy }), {
    muted: true,
    size: 9,
  });
  return pdf.toBuffer();
}
