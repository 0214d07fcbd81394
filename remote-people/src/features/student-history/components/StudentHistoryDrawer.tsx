// A student's history beside the Student List: the levels they finished (their level history),
// for managers their payments and charges, and the Activity of their records (who changed what,
// and when). The API decides what a viewer may read: managers every student, supervisors and
// instructors their groups' without phones or money.
import { useQueryClient } from '@tanstack/react-query';
import { useIsAdmin } from 'shared-auth';
import { userRowName } from 'shared-domain';
import { LEVEL_HISTORY_TEXTS } from 'shared-domain/records';
import { Stack } from 'shared-ui';
import { ActivityPanel, LevelHistoryTable, PanelSection } from 'shared-ui/history';
import { SidePanel } from 'shared-ui/overlays';
import { LedgerSection } from '../../payments';
import { studentActivityQuery, studentHistoryKeys } from '../api/get-student-activity';
import { useStudentDetail } from '../hooks/use-student-detail';
import { HISTORY_TEXTS } from '../messages';
import { activityError, levelsError } from '../panel-errors';

/**
 * The panel of student `studentId`, mounted while open (a chunk of its own: the feature's index);
 * the Student List keeps the id in the URL.
 */
export function StudentHistoryDrawer({
  studentId,
  onClose,
  onPaymentRecorded,
}: {
  studentId: number;
  onClose: () => void;
  /** Refreshes what the screen behind shows of the student's balance. */
  onPaymentRecorded?: () => unknown;
}) {
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const detail = useStudentDetail(studentId);
  const name = detail.data ? userRowName(detail.data.user) : null;
  const paymentRecorded = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studentHistoryKeys.activity(studentId) }),
      onPaymentRecorded?.(),
    ]);
  return (
    <SidePanel
      title={name ? HISTORY_TEXTS.open(name) : HISTORY_TEXTS.untitled}
      closeLabel={HISTORY_TEXTS.close}
      onClose={onClose}
      size="lg"
    >
      <Stack gap="8">
        <PanelSection
          title={LEVEL_HISTORY_TEXTS.staffTitle}
          read={detail}
          loadingLabel={HISTORY_TEXTS.levelsLoading}
          errorMessage={levelsError}
        >
          {(student) => (
            <LevelHistoryTable
              history={student.level_history}
              caption={LEVEL_HISTORY_TEXTS.staffTitle}
            />
          )}
        </PanelSection>
        {isAdmin ? (
          <LedgerSection
            studentId={studentId}
            studentName={name ?? HISTORY_TEXTS.untitled}
            canRecord
            onRecorded={paymentRecorded}
          />
        ) : null}
        <ActivityPanel
          options={studentActivityQuery(studentId)}
          errorMessage={activityError}
          label={HISTORY_TEXTS.activityOf(name ?? HISTORY_TEXTS.untitled)}
        />
      </Stack>
    </SidePanel>
  );
}
