// A student's history beside the Student List: the levels they finished (their level history)
// and the Activity of their records (who changed what, and when). The API decides what a viewer
// may read: managers every student, supervisors and instructors their groups' without phones.
import { ACTIVITY_TEXTS, LEVEL_HISTORY_TEXTS, userRowName } from 'shared-domain';
import { Banner, Button, Heading, LoadingSpinner, Stack } from 'shared-ui';
import { ActivityPanel, LevelHistoryTable } from 'shared-ui/lists';
import { SidePanel } from 'shared-ui/overlays';
import { studentActivityQuery } from '../api/get-student-activity';
import { useStudentDetail } from '../hooks/use-student-detail';
import { HISTORY_TEXTS, activityError, levelsError } from '../messages';

function History({ studentId, detail, name }: HistoryProps) {
  let levels;
  if (detail.data)
    levels = (
      <LevelHistoryTable
        history={detail.data.level_history}
        caption={LEVEL_HISTORY_TEXTS.staffTitle}
      />
    );
  else if (detail.isError)
    levels = (
      <Stack gap="3" align="start">
        <Banner status="error" title={levelsError(detail.error)} />
        <Button size="sm" variant="outline" onClick={() => void detail.refetch()}>
          {ACTIVITY_TEXTS.tryAgain}
        </Button>
      </Stack>
    );
  else levels = <LoadingSpinner label={HISTORY_TEXTS.levelsLoading} />;
  return (
    <Stack gap="8">
      <Stack as="section" aria-label={LEVEL_HISTORY_TEXTS.staffTitle} gap="3">
        <Heading as="h3" size="sm">
          {LEVEL_HISTORY_TEXTS.staffTitle}
        </Heading>
        {levels}
      </Stack>
      <ActivityPanel
        options={studentActivityQuery(studentId)}
        errorMessage={activityError}
        label={HISTORY_TEXTS.activityOf(name ?? HISTORY_TEXTS.untitled)}
      />
    </Stack>
  );
}

interface HistoryProps {
  studentId: number;
  detail: ReturnType<typeof useStudentDetail>;
  /** The student's name once their record is read. */
  name: string | null;
}

/**
 * The panel of student `studentId`, mounted while open (a chunk of its own: the feature's index);
 * the Student List keeps the id in the URL.
 */
export function StudentHistoryDrawer({
  studentId,
  onClose,
}: {
  studentId: number;
  onClose: () => void;
}) {
  const detail = useStudentDetail(studentId);
  const name = detail.data ? userRowName(detail.data.user) : null;
  return (
    <SidePanel
      title={name ? HISTORY_TEXTS.open(name) : HISTORY_TEXTS.untitled}
      closeLabel={HISTORY_TEXTS.close}
      onClose={onClose}
      size="lg"
    >
      <History studentId={studentId} detail={detail} name={name} />
    </SidePanel>
  );
}
