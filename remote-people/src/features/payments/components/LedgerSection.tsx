// A student's payments and charges in their history panel: every ledger entry, oldest first, the
// outstanding balance, each payment's receipt, and for managers Record payment and the receipt's
// mail.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatShortDate } from 'shared-domain';
import { formatMinorMoney, ledgerKindLabel, paymentMethodLabel } from 'shared-domain/records';
import { Badge, Button, Stack, Text } from 'shared-ui';
import { PanelSection } from 'shared-ui/history';
import { preloadOn } from 'shared-ui/lists';
import { Table } from 'shared-ui/table';
import { studentLedgerQuery } from '../api/get-student-ledger';
import { PAYMENT_SENTENCES as S, PAYMENT_TEXTS as T, ledgerReadError } from '../messages';
import { RecordPaymentDialog } from '../lazy-dialogs';
import { ReceiptActions } from './ReceiptActions';

/** One of the two totals an entry moves; blank when it leaves that total as it was. */
function moved(minor: number, currency: string): string {
  return minor === 0 ? '' : formatMinorMoney(minor, currency);
}

export interface LedgerSectionProps {
  studentId: number;
  studentName: string;
  /** Managers record payments; everyone else who reads the ledger only reads it. */
  canRecord: boolean;
  onRecorded?: () => unknown;
}

export function LedgerSection({
  studentId,
  studentName,
  canRecord,
  onRecorded,
}: LedgerSectionProps) {
  const ledger = useQuery(studentLedgerQuery(studentId));
  const [recording, setRecording] = useState(false);
  return (
    <>
      <PanelSection
        title={T.ledgerTitle}
        read={ledger}
        loadingLabel={T.ledgerLoading}
        errorMessage={ledgerReadError}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontWeight="semibold">
              {S.ledgerBalance(formatMinorMoney(data.totals.outstanding_minor, data.currency))}
            </Text>
            {canRecord ? (
              <Button
                size="sm"
                alignSelf="start"
                onClick={() => setRecording(true)}
                {...preloadOn(RecordPaymentDialog)}
              >
                {T.recordButton}
              </Button>
            ) : null}
            {data.entries.length === 0 ? (
              <Text color="fg.muted">{T.ledgerEmpty}</Text>
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm">
                  <Table.Caption srOnly>{T.ledgerTitle}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{T.entryDate}</Table.ColumnHeader>
                      <Table.ColumnHeader>{T.entry}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{T.entryCharged}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{T.entryPaid}</Table.ColumnHeader>
                      <Table.ColumnHeader>{T.entryMethod}</Table.ColumnHeader>
                      <Table.ColumnHeader>{T.entryBy}</Table.ColumnHeader>
                      <Table.ColumnHeader>{T.entryReceipt}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.entries.map((entry) => (
                      <Table.Row key={entry.id}>
                        <Table.Cell>{formatShortDate(`${entry.occurred_on}T12:00:00`)}</Table.Cell>
                        <Table.Cell>
                          {ledgerKindLabel(entry.kind)}
                          {entry.reversed_by_id !== null ? (
                            <Badge ms="2" colorPalette="gray">
                              {T.reversed}
                            </Badge>
                          ) : null}
                          {entry.reason ? (
                            <Text fontSize="xs" color="fg.muted">
                              {entry.reason}
                            </Text>
                          ) : null}
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {moved(entry.charge_minor, entry.currency)}
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {moved(entry.paid_minor, entry.currency)}
                        </Table.Cell>
                        <Table.Cell>
                          {entry.method ? paymentMethodLabel(entry.method) : '-'}
                        </Table.Cell>
                        <Table.Cell>{entry.recorded_by?.name ?? T.system}</Table.Cell>
                        <Table.Cell>
                          {entry.receipt ? (
                            <ReceiptActions
                              studentId={studentId}
                              entryId={entry.id}
                              receipt={entry.receipt}
                              canMail={canRecord}
                            />
                          ) : null}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        )}
      </PanelSection>
      {recording ? (
        <RecordPaymentDialog
          studentId={studentId}
          studentName={studentName}
          onClose={() => setRecording(false)}
          onRecorded={onRecorded}
        />
      ) : null}
    </>
  );
}
