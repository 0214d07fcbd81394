// Who the student is: name, contact details and the account badges (spec section 4).
import type { StudentProfile, StudentStatus } from 'shared-domain';
import { displayName, genderName } from 'shared-domain';
import { Badge, Box, HStack, Stack, Text, Wrap } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { orText } from '../format';
import { section } from '../../../i18n';

/**
 * The course status badge: what is true of the student's course. A waiting student (signed up,
 * not yet in a class) is awaiting enrolment, not inactive; their account is active all the same.
 */
const STATUS_PALETTES: Record<StudentStatus, string> = {
  active: 'green',
  waiting: 'blue',
  inactive: 'gray',
};

function statusBadge(status: string): { label: string; palette: string } {
  const known: StudentStatus = Object.hasOwn(STATUS_PALETTES, status)
    ? (status as StudentStatus)
    : 'inactive';
  return { label: section('status')[known], palette: STATUS_PALETTES[known] };
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part!.charAt(0).toUpperCase()).join('') || '?';
}

export function ProfileCard({ profile }: { profile: StudentProfile }) {
  const { user } = profile;
  const name = displayName(user);
  const status = statusBadge(profile.status);
  const text = section('profile');
  const common = section('common');
  return (
    <DashboardCard title={section('cards').profile} icon="user" palette="brand">
      <Stack gap="4">
        <HStack gap="4">
          <Box
            aria-hidden="true"
            flexShrink={0}
            w="14"
            h="14"
            borderRadius="full"
            bgGradient="to-br"
            gradientFrom="brand.500"
            gradientTo="purple.500"
            color="white"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="lg"
            fontWeight="bold"
          >
            {initials(name)}
          </Box>
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold" fontSize="lg" lineHeight="short" truncate>
              {name}
            </Text>
            {user.username ? (
              <Text fontSize="sm" color="fg.muted" truncate>
                @{user.username}
              </Text>
            ) : null}
            <Wrap gap="2">
              <Badge colorPalette={status.palette} variant="subtle">
                {status.label}
              </Badge>
              <Badge colorPalette={user.is_verified ? 'blue' : 'orange'} variant="subtle">
                {user.is_verified ? text.verified : text.verificationPending}
              </Badge>
            </Wrap>
          </Stack>
        </HStack>
        <DetailList>
          <DetailRow label={text.email}>{orText(user.email, common.notProvided)}</DetailRow>
          <DetailRow label={text.phone}>{orText(user.phone_number, common.notProvided)}</DetailRow>
          <DetailRow label={text.gender}>
            {user.gender?.trim() ? genderName(user.gender) : common.notSpecified}
          </DetailRow>
          <DetailRow label={text.nationality}>
            {orText(user.nationality, common.notSpecified)}
          </DetailRow>
        </DetailList>
      </Stack>
    </DashboardCard>
  );
}
