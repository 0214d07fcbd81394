// A student's history beside the Student List: the levels they finished (their level history)
// and the Activity of their records (who changed what, and when). The API decides what a viewer
// may read: managers every student, supervisors and instructors their groups' without phones.
import { ACTIVITY_TEXTS, LEVEL_HISTORY_TEXTS, userRowName } from 'shared-domain';
import { Banner, Button, CloseButton, Heading, LoadingSpinner, Portal, Stack } from 'shared-ui';
import { ActivityPanel, LevelHistoryTable } from 'shared-ui/lists';
import { Drawer } from 'shared-ui/overlays';
import { studentActivityQuery } from '../api/get-student-activity';
import { useStudentDetail } from '../hooks/use-student-detail';
import { HISTORY_TEXTS, activityError, levelsError } from '../messages';

function History({ studentId }: { studentId: number }) {
  const detail = useStudentDetail(studentId);
  const name = detail.data ? userRowName(detail.data.user) : null;
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
    <>
      <Drawer.Header>
        <Drawer.Title>{name ? HISTORY_TEXTS.open(name) : HISTORY_TEXTS.untitled}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
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
      </Drawer.Body>
    </>
  );
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
  return (
    <Drawer.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size="lg"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <History studentId={studentId} />
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={HISTORY_TEXTS.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
