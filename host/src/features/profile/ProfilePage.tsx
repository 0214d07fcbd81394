// /profile (spec section 2): the signed-in user's account, with its loading, error and empty states;
// Edit Profile and Change Password, whose dialogs are fetched when one opens, or when its button is
// hovered or focused.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { fetchProfile } from 'shared-auth';
import { displayName, formatLongDateTime, roleLabel, type User } from 'shared-domain';
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  LoadingSpinner,
  SimpleGrid,
  Stack,
  Text,
} from 'shared-ui';
import { lazyDialog, preloadOn } from 'shared-ui/lists';
import { profileQuery } from './api/get-profile';
import { PROFILE_MESSAGES, PROFILE_TEXT } from './messages';

const EditProfileDialog = lazyDialog(
  () => import('./components/EditProfileDialog').then((module) => module.EditProfileDialog),
  PROFILE_TEXT.editTitle,
);
const ChangePasswordDialog = lazyDialog(
  () => import('./components/ChangePasswordDialog').then((module) => module.ChangePasswordDialog),
  PROFILE_TEXT.changePassword,
);

type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; user: User | null };

function profileState(
  result: Awaited<ReturnType<typeof fetchProfile>> | undefined,
  failed: boolean,
): ProfileState {
  if (failed) return { status: 'error', message: PROFILE_MESSAGES.loadFailed };
  if (!result) return { status: 'loading' };
  return result.success
    ? { status: 'loaded', user: result.data }
    : { status: 'error', message: result.message };
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function or(value: string | null | undefined, fallback: string): string {
  return value?.trim() ? value : fallback;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const name = displayName(user);
  const [open, setOpen] = useState<'edit' | 'password' | null>(null);
  return (
    <Stack gap="6">
      <HStack gap="4" bg="bg" borderWidth="1px" borderRadius="l3" p="6" wrap="wrap">
        <Box
          aria-hidden
          w="14"
          h="14"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="xl"
          fontWeight="bold"
        >
          {name.charAt(0).toUpperCase()}
        </Box>
        <Box>
          <Heading as="h1" size="xl">
            {name}
          </Heading>
          <Badge colorPalette="brand" mt="1">
            {roleLabel(user.role)}
          </Badge>
        </Box>
        <HStack gap="2" ms="auto" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => setOpen('edit')}
            {...preloadOn(EditProfileDialog)}
          >
            {PROFILE_TEXT.edit}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOpen('password')}
            {...preloadOn(ChangePasswordDialog)}
          >
            {PROFILE_TEXT.changePassword}
          </Button>
        </HStack>
      </HStack>
      {open === 'edit' ? <EditProfileDialog user={user} onClose={() => setOpen(null)} /> : null}
      {open === 'password' ? <ChangePasswordDialog onClose={() => setOpen(null)} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title="Contact Information">
          <Detail label="Email Address" value={or(user.email, 'Not provided')} />
          <Detail label="Username" value={or(user.username, 'Not set')} />
          <Detail label="Phone Number" value={or(user.phone_number, 'Not provided')} />
        </Section>
        <Section title="Personal Information">
          <Detail label="First Name" value={or(user.first_name, 'Not provided')} />
          <Detail label="Middle Name" value={or(user.middle_name, 'Not provided')} />
          <Detail label="Last Name" value={or(user.last_name, 'Not provided')} />
          <Detail
            label="Gender"
            value={user.gender?.trim() ? capitalize(user.gender) : 'Not specified'}
          />
          <Detail label="Nationality" value={or(user.nationality, 'Not specified')} />
        </Section>
        <Section title="Account Status">
          <Detail label="Status" value={user.is_active ? 'Active' : 'Inactive'} />
          <Detail label="Email Verified" value={user.is_verified ? 'Verified' : 'Unverified'} />
          <Detail label="Role" value={roleLabel(user.role)} />
        </Section>
        <Section title="Account Details">
          <Detail label="User ID" value={String(user.id)} />
          <Detail label="Member Since" value={formatLongDateTime(user.created_at)} />
          <Detail label="Last Updated" value={formatLongDateTime(user.updated_at)} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

export function ProfilePage() {
  const query = useQuery(profileQuery());
  const state = profileState(query.data, query.isError);

  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      {state.status === 'loading' ? <LoadingSpinner label="Loading profile..." /> : null}
      {state.status === 'error' ? (
        <Card.Root role="alert" maxW="lg" mx="auto" textAlign="center">
          <Card.Body gap="3" alignItems="center">
            <Heading as="h1" size="lg">
              Error Loading Profile
            </Heading>
            <Text color="fg.muted">{state.message}</Text>
            <Button colorPalette="brand" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </Card.Body>
        </Card.Root>
      ) : null}
      {state.status === 'loaded' && state.user ? <ProfileDetails user={state.user} /> : null}
      {state.status === 'loaded' && !state.user ? (
        <Text textAlign="center" color="fg.muted" py="16">
          No user data available.
        </Text>
      ) : null}
    </Box>
  );
}
