// Where the student is in the course: level label, the level bar over 14, levels left, course type.
import { MAX_LEVEL, courseTypeLabel, levelLabel, type StudentProfile } from 'shared-domain';
import { levelProgress } from 'shared-domain/records';
import { Badge, Box, HStack, Stack, Text } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { Meter } from '../components/Meter';
import { capitalize } from '../format';
import { formatNumber } from 'shared-i18n';
import { section, t } from '../../../i18n';

/** The enrolment status in words; a status the dashboard does not know is shown as it is. */
function enrolmentText(status: string): string {
  const words: Record<string, string> = section('enrolment');
  return Object.hasOwn(words, status) ? words[status]! : capitalize(status);
}

export function CourseProgressCard({ profile }: { profile: StudentProfile }) {
  const text = section('course');
  return (
    <DashboardCard title={section('cards').course} icon="progress" palette="purple">
      <Stack gap="4">
        <HStack justify="space-between" align="end">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {text.currentLevel}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1" color="purple.fg">
              {levelLabel(profile.current_level)}
            </Text>
          </Box>
          <Badge colorPalette="purple" variant="outline" size="lg">
            {t('course.levelOf', { level: profile.current_level, max: MAX_LEVEL })}
          </Badge>
        </HStack>
        <Meter
          label={text.levelProgress}
          percent={levelProgress(profile.current_level)}
          palette="purple"
        />
        <DetailList>
          <DetailRow label={text.totalLevels}>{formatNumber(profile.total_levels)}</DetailRow>
          <DetailRow label={text.remainingLevels}>
            {formatNumber(profile.remaining_levels)}
          </DetailRow>
          <DetailRow label={text.courseType}>{courseTypeLabel(profile.private_or_group)}</DetailRow>
          <DetailRow label={text.enrolmentStatus}>{enrolmentText(profile.status)}</DetailRow>
        </DetailList>
      </Stack>
    </DashboardCard>
  );
}
