// Who the student is: name, contact details and the account badges (spec section 4).
import type { StudentProfile, StudentStatus } from 'shared-domain';
import { displayName } from 'shared-domain';
import { Badge, Box, HStack, Stack, Text, Wrap } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { capitalize, orText } from '../format';

/**
 * The course status badge: what is true of the student's course. A waiting student (signed up,
 * not yet in a class) is awaiting enrolment, not inactive; their account is active all the same.
 */
const STATUS_BADGES: Record<StudentStatus, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  waiting: { label: 'Awaiting enrolment', palette: 'blue' },
  inactive: { label: 'Inactive', palette: 'gray' },
};

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part!.charAt(0).toUpperCase()).join('') || '?';
}

export function ProfileCard({ profile }: { profile: StudentProfile }) {
  const { user } = profile;
  const name = displayName(user);
  const status = STATUS_BADGES[profile.status] ?? STATUS_BADGES.inactive;
  return (
    <DashboardCard title="Profile" icon="user" palette="brand">
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
                {user.is_verified ? 'Verified' : 'Verification Pending'}
              </Badge>
            </Wrap>
          </Stack>
        </HStack>
        <DetailList>
          <DetailRow label="Email">{orText(user.email, 'Not provided')}</DetailRow>
          <DetailRow label="Phone">{orText(user.phone_number, 'Not provided')}</DetailRow>
          <DetailRow label="Gender">
            {user.gender?.trim() ? capitalize(user.gender.trim()) : 'Not specified'}
          </DetailRow>
          <DetailRow label="Nationality">{orText(user.nationality, 'Not specified')}</DetailRow>
        </DetailList>
      </Stack>
    </DashboardCard>
  );
}
