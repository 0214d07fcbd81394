// / (spec section 2): managers get the Overview, students their dashboard (both remotes), and
// supervisors and instructors a plain welcome. Managers get the welcome too while the deployment
// lists no people remote: nothing is wrong then, so no Retry panel.
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { displayName, isAdmin, roleLabel } from 'shared-domain';
import { Box, Button, Heading, HStack, Stack, Text, usePageTitle } from 'shared-ui';
import { paths } from '../../config/paths';
import { isRemoteConfigured } from '../../federation/remotes';
import { RemoteRoute } from '../remotes/RemoteRoute';

function Welcome({ name, role }: { name: string; role: string }) {
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl">
          Welcome, {name}
        </Heading>
        <Text color="fg.muted">Signed in as {role}. Your groups and calls are one click away.</Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.groups}>Go to Groups</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.calls}>Go to Calls</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

export function HomePage() {
  usePageTitle('Home');
  const user = useCurrentUser();
  if (!user) return null;
  if (user.role === 'student') return <RemoteRoute route="studentDashboard" />;
  if (isAdmin(user.role) && isRemoteConfigured('people')) return <RemoteRoute route="overview" />;
  return <Welcome name={displayName(user)} role={roleLabel(user.role)} />;
}
