// The record dialog is a chunk of its own, fetched when it opens (or when its button is pointed
// at): its form is not in the list's or the history panel's code.
import { lazyDialog } from 'shared-ui/lists';
import { PAYMENT_SENTENCES } from './messages';

export const RecordPaymentDialog = lazyDialog(
  () => import('./components/RecordPaymentDialog').then((module) => module.RecordPaymentDialog),
  ({ studentName }) => PAYMENT_SENTENCES.recordFor(studentName),
);
