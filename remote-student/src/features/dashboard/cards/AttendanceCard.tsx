// The nine sessions of the current level, each attended or missed, and the attendance percent.
import { SESSIONS, type StudentAttendanceSummary } from 'shared-domain';
import { attendancePercent } from 'shared-domain/records';
import { Box, HStack, SimpleGrid, Stack, Text } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { Icon } from '../components/icons';
import { Meter } from '../components/Meter';
import { formatPercent } from '../format';
import { section, t } from '../../../i18n';

function SessionTile({ number, attended }: { number: number; attended: boolean }) {
  return (
    <Stack
      role="listitem"
      aria-label={t(attended ? 'attendance.sessionAttended' : 'attendance.sessionMissed', {
        number,
      })}
      align="center"
      gap="1"
      py="2"
      borderRadius="l2"
      borderWidth="1px"
      borderColor={attended ? 'green.muted' : 'border.muted'}
      bg={attended ? 'green.subtle' : 'bg.muted'}
      color={attended ? 'green.fg' : 'fg.muted'}
    >
      <Text fontSize="xs" fontWeight="semibold">
        {t('attendance.sessionShort', { number })}
      </Text>
      <Icon name={attended ? 'check' : 'minus'} size={16} />
    </Stack>
  );
}

export function AttendanceCard({ attendance }: { attendance: StudentAttendanceSummary }) {
  const sessions = Array.from(
    { length: SESSIONS },
    (_, index) => attendance.sessions[index] === true,
  );
  const attended = sessions.filter(Boolean).length;
  const percent = attendancePercent(sessions);
  const text = section('attendance');
  return (
    <DashboardCard title={section('cards').attendance} icon="calendar" palette="green">
      <Stack gap="4">
        <HStack justify="space-between" align="end">
          <Box>
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1" color="green.fg">
              {formatPercent(percent)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('attendance.attended', { attended, total: SESSIONS })}
            </Text>
          </Box>
        </HStack>
        <SimpleGrid role="list" aria-label={text.sessions} columns={{ base: 5, sm: 9 }} gap="1.5">
          {sessions.map((present, index) => (
            <SessionTile key={index} number={index + 1} attended={present} />
          ))}
        </SimpleGrid>
        <Meter label={text.rate} percent={percent} palette="green" size="xs" />
      </Stack>
    </DashboardCard>
  );
}
