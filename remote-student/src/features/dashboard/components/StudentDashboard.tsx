// The student dashboard (spec section 2, Home): loading, error, no profile, or the cards.
import { useEffect, useState } from 'react';
import { displayName, type StudentProfile, type StudentProfileDetail } from 'shared-domain';
import {
  Box,
  Button,
  Card,
  Heading,
  LoadingSpinner,
  SimpleGrid,
  Stack,
  Text,
  PageContainer,
} from 'shared-ui';
import { useLocale } from 'shared-i18n/react';
import { t } from '../../../i18n';
import { useStudentProfile } from '../hooks/use-student-profile';
import { DASHBOARD_TEXT } from '../messages';
import { AcademicPerformanceCard } from '../cards/AcademicPerformanceCard';
import { AdditionalInfoCard } from '../cards/AdditionalInfoCard';
import { AttendanceCard } from '../cards/AttendanceCard';
import { CallSessionsCard } from '../cards/CallSessionsCard';
import { CourseProgressCard } from '../cards/CourseProgressCard';
import { FinancialStatusCard } from '../cards/FinancialStatusCard';
import { GroupDetailsCard } from '../cards/GroupDetailsCard';
import { MyLevelsCard } from '../cards/MyLevelsCard';
import { ProfileCard } from '../cards/ProfileCard';

function Notice({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  /** Only where fetching again may help: not for a missing profile or a refusal. */
  onRetry?: () => void;
}) {
  return (
    <Card.Root role="alert" maxW="lg" mx="auto" mt="8" textAlign="center" borderRadius="l3">
      <Card.Body gap="3" alignItems="center" py="10">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        {onRetry ? (
          <Button colorPalette="brand" mt="2" onClick={onRetry}>
            {DASHBOARD_TEXT.tryAgain}
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

// Which students have seen their dashboard in this browser before: "Welcome back" is for them.
const SEEN_KEY = 'linguadesk:dashboard-seen';

function seenBefore(userId: number): boolean {
  try {
    return (window.localStorage.getItem(SEEN_KEY) ?? '').split(',').includes(String(userId));
  } catch {
    return false;
  }
}

function rememberSeen(userId: number): void {
  try {
    const seen = (window.localStorage.getItem(SEEN_KEY) ?? '').split(',').filter(Boolean);
    if (!seen.includes(String(userId))) {
      window.localStorage.setItem(SEEN_KEY, [...seen, String(userId)].join(','));
    }
  } catch {
    // Storage unavailable (private mode): every visit is greeted as a first one.
  }
}

/** Whether this visit is the student's first to the dashboard (in this browser), fixed per visit. */
function useFirstVisit(userId: number): boolean {
  const [first] = useState(() => !seenBefore(userId));
  useEffect(() => rememberSeen(userId), [userId]);
  return first;
}

function Greeting({ profile }: { profile: StudentProfile }) {
  const firstName = profile.user.first_name?.trim() || displayName(profile.user);
  const firstVisit = useFirstVisit(profile.user.id);
  return (
    <Box
      mb={{ base: '6', md: '8' }}
      p={{ base: '5', md: '7' }}
      borderRadius="l3"
      bgGradient="to-r"
      _rtl={{ bgGradient: 'to-l' }}
      gradientFrom="brand.600"
      gradientTo="purple.600"
      color="white"
      boxShadow="md"
    >
      <Text fontSize="sm" fontWeight="medium" opacity={0.85}>
        {DASHBOARD_TEXT.eyebrow}
      </Text>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mt="1">
        {t(firstVisit ? 'greeting.welcome' : 'greeting.welcomeBack', { name: firstName })}
      </Heading>
      <Text mt="1" opacity={0.9}>
        {DASHBOARD_TEXT.intro}
      </Text>
    </Box>
  );
}

function DashboardCards({ profile }: { profile: StudentProfileDetail }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '4', md: '6' }}>
      <ProfileCard profile={profile} />
      <CourseProgressCard profile={profile} />
      <FinancialStatusCard profile={profile} />
      {profile.group ? <GroupDetailsCard group={profile.group} /> : null}
      {profile.call ? <CallSessionsCard call={profile.call} /> : null}
      <AttendanceCard attendance={profile.attendance} />
      <Box gridColumn={{ md: 'span 2' }}>
        <AcademicPerformanceCard evaluation={profile.evaluation} />
      </Box>
      <AdditionalInfoCard profile={profile} />
      <Box gridColumn={{ md: 'span 2', xl: 'span 3' }}>
        <MyLevelsCard history={profile.level_history} />
      </Box>
    </SimpleGrid>
  );
}

export function StudentDashboard({ userId }: { userId: number }) {
  const { state, reload } = useStudentProfile(userId);
  // Every card reads its words at render: a change of language renders the dashboard again.
  useLocale();
  return (
    <PageContainer>
      {state.status === 'loading' ? <LoadingSpinner label={DASHBOARD_TEXT.loading} /> : null}
      {state.status === 'error' ? (
        <Notice title={DASHBOARD_TEXT.errorTitle} message={state.message} onRetry={reload} />
      ) : null}
      {state.status === 'denied' ? (
        <Notice title={DASHBOARD_TEXT.deniedTitle} message={state.message} />
      ) : null}
      {state.status === 'empty' ? (
        <Notice
          title={DASHBOARD_TEXT.notFound}
          message={state.message ?? DASHBOARD_TEXT.notFoundDetail}
        />
      ) : null}
      {state.status === 'loaded' ? (
        <Stack gap="0">
          <Greeting profile={state.profile} />
          <DashboardCards profile={state.profile} />
        </Stack>
      ) : null}
    </PageContainer>
  );
}
