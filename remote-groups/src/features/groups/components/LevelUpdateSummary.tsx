// The last level update's summary on the Groups screen, until dismissed: its counts, and each
// student it decided on with a link to their history (the Student List's panel).
import { Link as RouterLink } from 'react-router-dom';
import type { LevelUpdateSummary } from 'shared-domain';
import { studentHistoryPath } from 'shared-domain';
import { levelDecisionText } from 'shared-domain/records';
import { Banner, Box, Link } from 'shared-ui';
import { t } from '../i18n';
import { GROUPS_TEXT, levelSummaryText } from '../messages';

export interface LastLevelUpdate {
  title: string;
  summary: LevelUpdateSummary;
}

export function LevelUpdateSummaryBanner({
  update,
  onDismiss,
}: {
  update: LastLevelUpdate;
  onDismiss: () => void;
}) {
  const { title, summary } = update;
  return (
    <Banner
      status="success"
      title={t('levelDialog.updatedBanner', { title, summary: levelSummaryText(summary) })}
      description={
        summary.students.length ? (
          <Box as="ul" aria-label={GROUPS_TEXT.levelSummaryStudents} ps="4" listStyleType="disc">
            {summary.students.map((student) => (
              <li key={student.id}>
                <Link asChild textDecoration="underline">
                  <RouterLink to={studentHistoryPath(student.id)}>{student.name}</RouterLink>
                </Link>
                : {levelDecisionText(student)}
              </li>
            ))}
          </Box>
        ) : undefined
      }
      onDismiss={onDismiss}
    />
  );
}
