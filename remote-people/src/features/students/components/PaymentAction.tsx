// The Student List's payments column for managers: per row, Record payment, opening its dialog.
import { useMemo, useState, type ReactNode } from 'react';
import { userRowName, type StudentProfile } from 'shared-domain';
import { Button } from 'shared-ui';
import { preloadOn, type DataTableColumn } from 'shared-ui/lists';
import { useDigits, useLocale } from 'shared-i18n/react';
import { PAYMENT_SENTENCES, PAYMENT_TEXTS, RecordPaymentDialog } from '../../payments';
import type { StudentDraft } from '../api/update-student';

export function usePaymentAction(onRecorded: () => unknown): {
  column: DataTableColumn<StudentProfile, StudentDraft>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<StudentProfile | null>(null);
  const locale = useLocale();
  const digits = useDigits();
  const column = useMemo<DataTableColumn<StudentProfile, StudentDraft>>(
    () => ({
      key: 'payments',
      header: PAYMENT_TEXTS.column,
      render: (student) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={PAYMENT_SENTENCES.recordFor(userRowName(student.user))}
          onClick={() => setOpen(student)}
          {...preloadOn(RecordPaymentDialog)}
        >
          {PAYMENT_TEXTS.recordButton}
        </Button>
      ),
    }),
    // Its header and button are read in the active language: a switch builds it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, digits],
  );
  const dialog = open ? (
    <RecordPaymentDialog
      studentId={open.id}
      studentName={userRowName(open.user)}
      onClose={() => setOpen(null)}
      onRecorded={onRecorded}
    />
  ) : null;
  return { column, dialog };
}
