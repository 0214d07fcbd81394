// Where the student is in the course: level label, the level bar over 14, levels left, course type.
import { MAX_LEVEL, courseTypeLabel, levelLabel, type StudentProfile } from 'shared-domain';
import { levelProgress } from 'shared-domain/records';
import { Badge, Box, HStack, Stack, Text } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { Meter } from '../components/Meter';
import { capitalize } from '../format';

export function CourseProgressCard({ profile }: { profile: StudentProfile }) {
  return (
    <DashboardCard title="Course Progress" icon="progress" palette="purple">
      <Stack gap="4">
        <HStack justify="space-between" align="end">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Current level
            </Text>
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1" color="purple.fg">
              {levelLabel(profile.current_level)}
            </Text>
          </Box>
          <Badge colorPalette="purple" variant="outline" size="lg">
            Level {profile.current_level} of {MAX_LEVEL}
          </Badge>
        </HStack>
        <Meter
          label="Level progress"
          percent={levelProgress(profile.current_level)}
          palette="purple"
        />
        <DetailList>
          <DetailRow label="Total levels">{profile.total_levels}</DetailRow>
          <DetailRow label="Remaining levels">{profile.remaining_levels}</DetailRow>
          <DetailRow label="Course type">{courseTypeLabel(profile.private_or_group)}</DetailRow>
          <DetailRow label="Enrolment status">{capitalize(profile.status)}</DetailRow>
        </DetailList>
      </Stack>
    </DashboardCard>
  );
}
