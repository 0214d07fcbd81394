// A payment's receipt in the ledger: its number, its PDF to download, and for managers the mail
// that sends it to the student (the server's answer says to which address).
import { useMutation } from '@tanstack/react-query';
import { receiptNumberLabel } from 'shared-domain/records';
import { Button, HStack, Text, notify } from 'shared-ui';
import { DownloadButton } from 'shared-ui/files';
import { mailReceipt, receiptFileName, receiptPath } from '../api/receipts';
import {
  PAYMENT_SENTENCES as S,
  PAYMENT_TEXTS as T,
  receiptDownloadError,
  receiptMailError,
} from '../messages';

export interface ReceiptActionsProps {
  studentId: number;
  entryId: number;
  receipt: { year: number; number: number };
  canMail: boolean;
}

export function ReceiptActions({ studentId, entryId, receipt, canMail }: ReceiptActionsProps) {
  const number = receiptNumberLabel(receipt);
  const mail = useMutation({
    mutationFn: () => mailReceipt(studentId, entryId),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(receiptMailError(error)),
  });
  return (
    <HStack gap="1" wrap="wrap">
      <Text as="span" whiteSpace="nowrap" dir="ltr">
        {number}
      </Text>
      <DownloadButton
        path={receiptPath(studentId, entryId)}
        fileName={receiptFileName(receipt)}
        failure={receiptDownloadError}
        aria-label={S.downloadReceiptOf(number)}
      >
        {T.downloadReceipt}
      </DownloadButton>
      {canMail ? (
        <Button
          variant="ghost"
          size="xs"
          loading={mail.isPending}
          aria-label={S.mailReceiptOf(number)}
          onClick={() => mail.mutate()}
        >
          {T.mailReceipt}
        </Button>
      ) : null}
    </HStack>
  );
}
