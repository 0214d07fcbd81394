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
import { currentSession, groupsMeetingOn, nextCalls } from './teaching-day';

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
  title,
  failed,
  loading,
  onRetry,
  children,
}: {
  title: string;
  failed: string | null;
  loading: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const id = `home-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {loading ? <LoadingSpinner label={`Loading ${title.toLowerCase()}...`} /> : null}
      {failed ? (
        <HStack role="alert" gap="3" flexWrap="wrap">
          <Text color="fg.error">{failed}</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        </HStack>
      ) : null}
      {!loading && !failed ? children : null}
    </Stack>
  );
}

function TodayGroup({ group }: { group: GroupRow }) {
  const session = currentSession(group);
  const students = group.students_count === 1 ? '1 student' : `${group.students_count} students`;
  return (
    <Card.Root as="li" size="sm" borderRadius="l3">
      <Card.Body gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold">{group.hours}</Text>
          <Badge colorPalette="brand">{levelLabel(group.current_level)}</Badge>
        </HStack>
        <Text>
          {groupTitle(group)} · {students}
        </Text>
        <Button asChild size="sm" colorPalette="brand" alignSelf="start">
          <RouterLink
            to={`/groups/${group.id}/attendance`}
            aria-label={`${session ? `Session ${session} attendance` : 'Attendance'} of ${groupTitle(group)}`}
          >
            {session ? `Session ${session} attendance` : 'Attendance'}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function NextCall({ call }: { call: Call }) {
  const students = call.students.map((student) => student.name).join(', ');
  return (
    <Box as="li" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="semibold">{formatCallTime(call.time)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatMonths(call.months)}
        </Text>
      </HStack>
      <Text fontSize="sm">{students || 'No students linked yet'}</Text>
    </Box>
  );
}

export function TeachingHome({ user, now = new Date() }: { user: User; now?: Date }) {
  usePageTitle('Home');
  const groups = useQuery({ queryKey: ['home', 'groups'], queryFn: myGroups });
  const calls = useQuery({ queryKey: ['home', 'calls'], queryFn: myCalls });
  const today = groups.data ? groupsMeetingOn(groups.data, now) : [];
  const upcoming = calls.data ? nextCalls(calls.data, now, NEXT_CALLS) : [];
  const weekday = now.toLocaleDateString('en-US', { weekday: 'long' });
  return (
    <Stack maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Welcome, {displayName(user)}
        </Heading>
        <Text color="fg.muted">Signed in as {roleLabel(user.role)}.</Text>
      </Stack>
      <Section
        title="Today's groups"
        loading={groups.isPending}
        failed={groups.isError ? 'Failed to load groups' : null}
        onRetry={() => void groups.refetch()}
      >
        {today.length ? (
          <Stack as="ul" listStyleType="none" gap="3">
            {today.map((group) => (
              <TodayGroup key={group.id} group={group} />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No groups of yours meet today ({weekday}).</Text>
        )}
      </Section>
      <Section
        title="Next calls"
        loading={calls.isPending}
        failed={calls.isError ? 'Failed to load calls' : null}
        onRetry={() => void calls.refetch()}
      >
        {upcoming.length ? (
          <Box as="ul" listStyleType="none" bg="bg" borderWidth="1px" borderRadius="l3" px="4">
            {upcoming.map((call) => (
              <NextCall key={call.id} call={call} />
            ))}
          </Box>
        ) : (
          <Text color="fg.muted">No calls are assigned to you.</Text>
        )}
      </Section>
    </Stack>
  );
}
