// Record a payment (docs/api.md#ledger): the amount, method, date and reference, with the balance
// now and after this payment, read from the server when the dialog opens. A payment above the
// balance needs its confirmation; the dialog's one key makes a repeated submit one payment.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  formatMinorMoney,
  parseMoneyMinor,
  PAYMENT_METHODS,
  paymentMethodLabel,
  type PaymentMethod,
} from 'shared-domain/records';
import { VALIDATION_MESSAGES } from 'shared-domain/schemas';
import { Banner, HStack, LoadingSpinner, Stack, Text, chakra, notify } from 'shared-ui';
import { FormField, Input } from 'shared-ui/forms';
import { FormDialog } from 'shared-ui/overlays';
import { NativeSelect } from 'shared-ui/select';
import { studentLedgerQuery } from '../api/get-student-ledger';
import { useRecordPayment } from '../hooks/use-record-payment';
import {
  PAYMENT_SENTENCES as S,
  PAYMENT_TEXTS as T,
  balanceReadError,
  recordPaymentError,
} from '../messages';

/** A random key of 32 hex digits (getRandomValues works outside secure contexts too). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Today in the user's own calendar, YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The server's field names, as the form's. */
const FIELD_OF: Record<string, string> = {
  amount_minor: 'amount',
  method: 'method',
  occurred_on: 'date',
  reference: 'reference',
};

export interface RecordPaymentDialogProps {
  studentId: number;
  studentName: string;
  onClose: () => void;
  /** Refreshes what the screen shows of the balance. */
  onRecorded?: () => unknown;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted" aria-hidden>
        {label}
      </Text>
      <Text fontWeight="semibold">{children}</Text>
    </Stack>
  );
}

export function RecordPaymentDialog({
  studentId,
  studentName,
  onClose,
  onRecorded,
}: RecordPaymentDialogProps) {
  const ledger = useQuery(studentLedgerQuery(studentId));
  const record = useRecordPayment(studentId, onRecorded);
  const [key] = useState(newKey);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [date, setDate] = useState(today);
  const [reference, setReference] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const currency = ledger.data?.currency ?? '';
  const balance = ledger.data?.totals.outstanding_minor;
  const minor = parseMoneyMinor(amount);
  const valid = minor !== null && minor > 0;
  const over = valid && balance !== undefined && minor > balance;
  const money = (value: number) => formatMinorMoney(value, currency);

  const submit = async () => {
    setFailure(null);
    if (!valid) return setErrors({ amount: VALIDATION_MESSAGES.ledgerAmountInvalid });
    if (over && !confirmed) return setErrors({ confirm: T.confirmRequired });
    setErrors({});
    try {
      const written = await record.mutateAsync({
        amount_minor: minor,
        currency,
        method,
        occurred_on: date,
        reference: reference.trim(),
        allow_overpayment: over,
        idempotency_key: key,
      });
      notify.success(S.recorded(money(written.entry.paid_minor)));
      onClose();
    } catch (error) {
      const shown = recordPaymentError(error);
      const fields = Object.entries(shown.fieldErrors ?? {}).filter(([f]) => FIELD_OF[f]);
      if (fields.length) setErrors(Object.fromEntries(fields.map(([f, m]) => [FIELD_OF[f], m])));
      else setFailure(shown.detail ? `${shown.message} ${shown.detail}` : shown.message);
    }
  };

  let body: ReactNode;
  if (balance === undefined && ledger.isError)
    body = <Banner status="error" title={balanceReadError(ledger.error)} />;
  else if (balance === undefined) body = <LoadingSpinner label={T.balanceLoading} />;
  else
    body = (
      <Stack gap="4">
        <HStack gap="8" wrap="wrap">
          <Figure label={T.balanceNow}>{money(balance)}</Figure>
          <Figure label={T.balanceAfter}>{valid ? money(balance - minor) : '-'}</Figure>
        </HStack>
        <FormField label={S.amount(currency)} error={errors.amount} required>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setConfirmed(false);
              setErrors({});
            }}
          />
        </FormField>
        {over ? (
          <Stack gap="2">
            <Banner
              status="warning"
              title={S.overpayment(money(balance), money(minor - balance))}
            />
            <chakra.label display="flex" gap="2" alignItems="center">
              <input
                type="checkbox"
                checked={confirmed}
                onChange={(event) => {
                  setConfirmed(event.target.checked);
                  setErrors({});
                }}
              />
              {T.confirmOverpayment}
            </chakra.label>
            {errors.confirm ? (
              <Text color="fg.error" fontSize="sm" role="alert">
                {errors.confirm}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <FormField label={T.method} error={errors.method} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            >
              {PAYMENT_METHODS.map((choice) => (
                <option key={choice} value={choice}>
                  {paymentMethodLabel(choice)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={T.date} error={errors.date} required>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
        <FormField label={T.reference} error={errors.reference}>
          <Input value={reference} onChange={(event) => setReference(event.target.value)} />
        </FormField>
      </Stack>
    );

  return (
    <FormDialog
      title={S.recordFor(studentName)}
      submitLabel={T.submit}
      submitting={record.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (balance !== undefined && !record.isPending) void submit();
      }}
    >
      {failure ? <Banner status="error" title={failure} /> : null}
      {body}
    </FormDialog>
  );
}
