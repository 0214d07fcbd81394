// Payments: recording a student's payment and reading their ledger (docs/api.md#ledger).
export { LedgerSection } from './components/LedgerSection';
export { RecordPaymentDialog } from './lazy-dialogs';
export { PAYMENT_SENTENCES, PAYMENT_TEXTS } from './messages';
