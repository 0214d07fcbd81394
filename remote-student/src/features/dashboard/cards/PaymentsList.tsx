// The student's payments on the financial card, newest first, each with its receipt to download
// (the PDF the API writes in the student's language); loading, failed and empty states of its own,
// so the rest of the card shows whatever happens to the ledger.
import { useQuery } from '@tanstack/react-query';
import { formatShortDate } from 'shared-domain';
import { formatMinorMoney, paymentMethodLabel, receiptNumberLabel } from 'shared-domain/records';
import { Badge, Box, Button, HStack, Stack, Text } from 'shared-ui';
import { DownloadButton } from 'shared-ui/files';
import { ownLedgerQuery, receiptPath } from '../api/get-own-ledger';
import { section, t } from '../../../i18n';

export function PaymentsList({ userId }: { userId: number }) {
  const ledger = useQuery(ownLedgerQuery(userId));
  const text = section('finance');
  let body;
  if (ledger.isPending) {
    body = (
      <Text fontSize="sm" color="fg.muted" role="status">
        {text.paymentsLoading}
      </Text>
    );
  } else if (ledger.isError) {
    body = (
      <HStack role="alert" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.error">
          {text.paymentsFailed}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void ledger.refetch()}>
          {text.tryAgain}
        </Button>
      </HStack>
    );
  } else {
    const payments = ledger.data.entries.filter((entry) => entry.kind === 'payment').reverse();
    body =
      payments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {text.noPayments}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {payments.map((payment) => {
            const number = payment.receipt ? receiptNumberLabel(payment.receipt) : null;
            return (
              <Box
                as="li"
                key={payment.id}
                borderBottomWidth="1px"
                borderColor="border.muted"
                pb="2"
                _last={{ borderBottomWidth: 0 }}
              >
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Stack gap="0">
                    <Text fontSize="sm" fontWeight="semibold">
                      {formatMinorMoney(payment.paid_minor, payment.currency)}
                      {payment.reversed_by_id !== null ? (
                        <Badge ms="2" colorPalette="gray">
                          {text.reversed}
                        </Badge>
                      ) : null}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatShortDate(`${payment.occurred_on}T12:00:00`)}
                      {payment.method ? ` · ${paymentMethodLabel(payment.method)}` : ''}
                      {number ? ` · ${t('finance.receiptNumber', { number })}` : ''}
                    </Text>
                  </Stack>
                  {payment.receipt && number ? (
                    <DownloadButton
                      path={receiptPath(userId, payment.id)}
                      fileName={`receipt-${number.replace('/', '-')}.pdf`}
                      failure={() => text.receiptFailed}
                      aria-label={t('finance.downloadReceiptOf', { number })}
                    >
                      {text.downloadReceipt}
                    </DownloadButton>
                  ) : null}
                </HStack>
              </Box>
            );
          })}
        </Stack>
      );
  }
  return (
    <Stack gap="2" role="group" aria-label={text.payments}>
      <Text fontSize="sm" fontWeight="semibold">
        {text.payments}
      </Text>
      {body}
    </Stack>
  );
}
