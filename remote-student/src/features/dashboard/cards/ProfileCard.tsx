// Who the student is: name, contact details and the account badges (spec section 4).
import type { StudentProfile } from 'shared-domain';
import { displayName } from 'shared-domain';
import { Badge, Box, HStack, Stack, Text, Wrap } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { capitalize, orText } from '../format';

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part!.charAt(0).toUpperCase()).join('') || '?';
}

export function ProfileCard({ profile }: { profile: StudentProfile }) {
  const { user } = profile;
  const name = displayName(user);
  const active = profile.status === 'active';
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
              <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
                {active ? 'Active' : 'Inactive'}
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
