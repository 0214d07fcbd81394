// /profile (spec section 2): the signed-in user's account, with its loading, error and empty states;
// Edit Profile and Change Password, whose dialogs are fetched when one opens, or when its button is
// hovered or focused; and the user's language preference.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { fetchProfile } from 'shared-auth';
import { displayName, formatLongDateTime, genderName, roleLabel, type User } from 'shared-domain';
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
import { formatNumber } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { profileQuery } from './api/get-profile';
import type { ProfileUser } from './api/update-profile';
import { LanguagePreference } from './components/LanguagePreference';
import { PROFILE_MESSAGES, PROFILE_TEXT as TEXT } from './messages';
import { COMMON_TEXT, FIELD_TEXT } from '../../i18n';

const EditProfileDialog = lazyDialog(
  () => import('./components/EditProfileDialog').then((module) => module.EditProfileDialog),
  () => TEXT.edit,
);
const ChangePasswordDialog = lazyDialog(
  () => import('./components/ChangePasswordDialog').then((module) => module.ChangePasswordDialog),
  () => TEXT.changePassword,
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

function ProfileDetails({ user }: { user: ProfileUser }) {
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
            {TEXT.edit}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOpen('password')}
            {...preloadOn(ChangePasswordDialog)}
          >
            {TEXT.changePassword}
          </Button>
        </HStack>
      </HStack>
      {open === 'edit' ? <EditProfileDialog user={user} onClose={() => setOpen(null)} /> : null}
      {open === 'password' ? <ChangePasswordDialog onClose={() => setOpen(null)} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title={TEXT.contact}>
          <Detail label={TEXT.emailAddress} value={or(user.email, TEXT.notProvided)} />
          <Detail label={FIELD_TEXT.username} value={or(user.username, TEXT.notSet)} />
          <Detail label={FIELD_TEXT.phoneNumber} value={or(user.phone_number, TEXT.notProvided)} />
        </Section>
        <Section title={TEXT.personal}>
          <Detail label={FIELD_TEXT.firstName} value={or(user.first_name, TEXT.notProvided)} />
          <Detail label={FIELD_TEXT.middleName} value={or(user.middle_name, TEXT.notProvided)} />
          <Detail label={FIELD_TEXT.lastName} value={or(user.last_name, TEXT.notProvided)} />
          <Detail
            label={FIELD_TEXT.gender}
            value={user.gender?.trim() ? genderName(user.gender) : TEXT.notSpecified}
          />
          <Detail label={FIELD_TEXT.nationality} value={or(user.nationality, TEXT.notSpecified)} />
        </Section>
        <Section title={TEXT.accountStatus}>
          <Detail label={TEXT.status} value={user.is_active ? TEXT.active : TEXT.inactive} />
          <Detail
            label={TEXT.emailVerified}
            value={user.is_verified ? TEXT.verified : TEXT.unverified}
          />
          <Detail label={FIELD_TEXT.role} value={roleLabel(user.role)} />
        </Section>
        <Section title={TEXT.accountDetails}>
          <Detail label={TEXT.userId} value={formatNumber(user.id, { useGrouping: false })} />
          <Detail label={TEXT.memberSince} value={formatLongDateTime(user.created_at)} />
          <Detail label={TEXT.lastUpdated} value={formatLongDateTime(user.updated_at)} />
        </Section>
      </SimpleGrid>
      <LanguagePreference user={user} />
    </Stack>
  );
}

export function ProfilePage() {
  // Drawn again when the language changes, here or elsewhere.
  useLocale();
  const query = useQuery(profileQuery());
  const state = profileState(query.data, query.isError);

  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      {state.status === 'loading' ? <LoadingSpinner label={TEXT.loading} /> : null}
      {state.status === 'error' ? (
        <Card.Root role="alert" maxW="lg" mx="auto" textAlign="center">
          <Card.Body gap="3" alignItems="center">
            <Heading as="h1" size="lg">
              {TEXT.errorTitle}
            </Heading>
            <Text color="fg.muted">{state.message}</Text>
            <Button colorPalette="brand" onClick={() => window.location.reload()}>
              {COMMON_TEXT.tryAgain}
            </Button>
          </Card.Body>
        </Card.Root>
      ) : null}
      {state.status === 'loaded' && state.user ? <ProfileDetails user={state.user} /> : null}
      {state.status === 'loaded' && !state.user ? (
        <Text textAlign="center" color="fg.muted" py="16">
          {TEXT.noData}
        </Text>
      ) : null}
    </Box>
  );
}
