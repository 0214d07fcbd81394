// The payments texts (the record dialog, the ledger in a student's history) and their failures in
// the error catalogue's words.
import { resourceActionError } from 'shared-auth/handlers';
import { texts } from 'shared-i18n';
import { en, t } from '../../i18n';

const FIXED = texts(t, 'payments', en.payments);

export const PAYMENT_TEXTS = FIXED;

export const PAYMENT_SENTENCES = {
  recordFor: (name: string) => t('payments.recordFor', { name }),
  amount: (currency: string) => t('payments.amount', { currency }),
  overpayment: (balance: string, credit: string) => t('payments.overpayment', { balance, credit }),
  recorded: (amount: string) => t('payments.recorded', { amount }),
  ledgerBalance: (balance: string) => t('payments.ledgerBalance', { balance }),
  downloadReceiptOf: (number: string) => t('payments.downloadReceiptOf', { number }),
  mailReceiptOf: (number: string) => t('payments.mailReceiptOf', { number }),
};

export function ledgerReadError(error: unknown): string {
  return resourceActionError(error, FIXED.ledgerAction).message;
}

export function balanceReadError(error: unknown): string {
  return resourceActionError(error, FIXED.balanceAction).message;
}

export function recordPaymentError(error: unknown) {
  return resourceActionError(error, FIXED.recordAction);
}

export function receiptDownloadError(error: unknown): string {
  return resourceActionError(error, FIXED.receiptAction).message;
}

export function receiptMailError(error: unknown): string {
  return resourceActionError(error, FIXED.mailAction).message;
}
