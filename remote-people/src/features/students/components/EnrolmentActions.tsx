// The Student List's enrolment column for managers: per row, Group (enrol, move or
// remove) and Call (link or unlink), each opening its dialog.
import { useMemo, useState, type ReactNode } from 'react';
import { userRowName, type StudentProfile } from 'shared-domain';
import { Button, HStack } from 'shared-ui';
import { preloadOn, type DataTableColumn } from 'shared-ui/lists';
import { useDigits, useLocale } from 'shared-i18n/react';
import type { StudentDraft } from '../api/update-student';
import { ENROLMENT_SENTENCES as S, ENROLMENT_TEXTS as T } from '../enrolment-messages';
import { CallLinkDialog, GroupEnrolmentDialog } from './student-dialogs';

type Open = { kind: 'group' | 'call'; student: StudentProfile } | null;

export function useEnrolmentActions(): {
  column: DataTableColumn<StudentProfile, StudentDraft>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<Open>(null);
  const locale = useLocale();
  const digits = useDigits();
  const column = useMemo<DataTableColumn<StudentProfile, StudentDraft>>(
    () => ({
      key: 'enrolment',
      header: T.header,
      render: (student) => {
        const name = userRowName(student.user);
        return (
          <HStack gap="1">
            <Button
              size="xs"
              variant="outline"
              aria-label={S.groupOf(name)}
              onClick={() => setOpen({ kind: 'group', student })}
              {...preloadOn(GroupEnrolmentDialog)}
            >
              {T.groupButton}
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={S.callOf(name)}
              onClick={() => setOpen({ kind: 'call', student })}
              {...preloadOn(CallLinkDialog)}
            >
              {T.callButton}
            </Button>
          </HStack>
        );
      },
    }),
    // Its header and buttons are read in the active language: a switch builds it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, digits],
  );
  const close = () => setOpen(null);
  let dialog: ReactNode = null;
  if (open?.kind === 'group')
    dialog = <GroupEnrolmentDialog student={open.student} onClose={close} />;
  if (open?.kind === 'call') dialog = <CallLinkDialog student={open.student} onClose={close} />;
  return { column, dialog };
}
