// The home of supervisors and instructors: their groups meeting today (hours, level, students and
// the way to that session's attendance) and their next calls, from the lists the API already
// limits to what they are assigned to (GET /api/groups/ and /api/calls/).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { apiGet } from 'shared-auth';
import {
  CONSTANTS,
  displayName,
  levelLabel,
  roleLabel,
  type Call,
  type GroupRow,
  type Paginated,
  type User,
} from 'shared-domain';
import { formatCallTime, formatMonths, groupTitle } from 'shared-domain/records';
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  LoadingSpinner,
  Stack,
  Text,
  usePageTitle,
} from 'shared-ui';
import { activeIntlLocale, formatDate } from 'shared-i18n';
import { currentSession, groupsMeetingOn, nextCalls } from './teaching-day';
import { COMMON_TEXT } from '../../i18n';
import { t } from '../account/i18n';

const NEXT_CALLS = 5;

const allOf = <T,>(answer: Paginated<T> | T[]) => (Array.isArray(answer) ? answer : answer.results);

// A teacher's own groups and calls are few: one page holds them all.
const myGroups = () =>
  apiGet<Paginated<GroupRow> | GroupRow[]>('/api/groups/', {
    page: 1,
    page_size: CONSTANTS.STAFF_LOOKUP_PAGE_SIZE,
  }).then(allOf);
const myCalls = () =>
  apiGet<Paginated<Call> | Call[]>('/api/calls/', {
    page: 1,
    limit: CONSTANTS.STAFF_LOOKUP_PAGE_SIZE,
  }).then(allOf);

function Section({
  id,
  title,
  loadingLabel,
  failed,
  loading,
  onRetry,
  children,
}: {
  /** The heading's id (the title, in Arabic, has no letters an id could be made of). */
  id: string;
  title: string;
  loadingLabel: string;
  failed: string | null;
  loading: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {loading ? <LoadingSpinner label={loadingLabel} /> : null}
      {failed ? (
        <HStack role="alert" gap="3" flexWrap="wrap">
          <Text color="fg.error">{failed}</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {COMMON_TEXT.tryAgain}
          </Button>
        </HStack>
      ) : null}
      {!loading && !failed ? children : null}
    </Stack>
  );
}

function TodayGroup({ group }: { group: GroupRow }) {
  const session = currentSession(group);
  const students = t('home.students', { count: group.students_count });
  const title = groupTitle(group);
  return (
    <Card.Root as="li" size="sm" borderRadius="l3">
      <Card.Body gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold">{group.hours}</Text>
          <Badge colorPalette="brand">{levelLabel(group.current_level)}</Badge>
        </HStack>
        <Text>
          {title} · {students}
        </Text>
        <Button asChild size="sm" colorPalette="brand" alignSelf="start">
          <RouterLink
            to={`/groups/${group.id}/attendance`}
            aria-label={
              session
                ? t('home.sessionAttendanceOf', { session, group: title })
                : t('home.attendanceOf', { group: title })
            }
          >
            {session ? t('home.sessionAttendance', { session }) : t('home.attendance')}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function NextCall({ call }: { call: Call }) {
  // Names listed as the active language lists them ("A, B, C"; in Arabic "A، وB، وC").
  const students = new Intl.ListFormat(activeIntlLocale(), { type: 'unit', style: 'short' }).format(
    call.students.map((student) => student.name),
  );
  return (
    <Box as="li" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="semibold">{formatCallTime(call.time)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatMonths(call.months)}
        </Text>
      </HStack>
      <Text fontSize="sm">{students || t('home.noStudentsLinked')}</Text>
    </Box>
  );
}

export function TeachingHome({ user, now = new Date() }: { user: User; now?: Date }) {
  usePageTitle(t('home.title'));
  const groups = useQuery({ queryKey: ['home', 'groups'], queryFn: myGroups });
  const calls = useQuery({ queryKey: ['home', 'calls'], queryFn: myCalls });
  const today = groups.data ? groupsMeetingOn(groups.data, now) : [];
  const upcoming = calls.data ? nextCalls(calls.data, now, NEXT_CALLS) : [];
  const weekday = formatDate(now, { weekday: 'long' });
  return (
    <Stack maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('home.welcome', { name: displayName(user) })}
        </Heading>
        <Text color="fg.muted">{t('home.signedInAs', { role: roleLabel(user.role) })}</Text>
      </Stack>
      <Section
        id="home-today-s-groups"
        title={t('home.todayGroups')}
        loadingLabel={t('home.loadingGroups')}
        loading={groups.isPending}
        failed={groups.isError ? t('home.groupsFailed') : null}
        onRetry={() => void groups.refetch()}
      >
        {today.length ? (
          <Stack as="ul" listStyleType="none" gap="3">
            {today.map((group) => (
              <TodayGroup key={group.id} group={group} />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('home.noGroupsToday', { weekday })}</Text>
        )}
      </Section>
      <Section
        id="home-next-calls"
        title={t('home.nextCalls')}
        loadingLabel={t('home.loadingCalls')}
        loading={calls.isPending}
        failed={calls.isError ? t('home.callsFailed') : null}
        onRetry={() => void calls.refetch()}
      >
        {upcoming.length ? (
          <Box as="ul" listStyleType="none" bg="bg" borderWidth="1px" borderRadius="l3" px="4">
            {upcoming.map((call) => (
              <NextCall key={call.id} call={call} />
            ))}
          </Box>
        ) : (
          <Text color="fg.muted">{t('home.noCalls')}</Text>
        )}
      </Section>
    </Stack>
  );
}
