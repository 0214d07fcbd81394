// / (spec section 2): the remote route of a manifest whose path is / and whose roles include the
// user's (managers get people's Overview, students student's dashboard), else a plain welcome
// (managers while the deployment lists no people remote: nothing is wrong then, so no Retry panel)
// with a button per header link of the user's remotes. Supervisors and instructors get their day:
// today's groups and their next calls (TeachingHome, a chunk of its own: the other screens of the
// signed-in shell never draw it).
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { displayName, roleLabel } from 'shared-domain';
import { Box, Button, Heading, HStack, RoutePage, Stack, Text, usePageTitle } from 'shared-ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { LazyPage, pageChunk } from '../../app/LazyPage';
import { homeRouteFor, navRoutesFor, useRemoteRoutes } from '../remotes/remote-routes';
import { t } from '../account/i18n';

// Untitled here: TeachingHome titles the page itself, as the welcome does.
const teachingHome = pageChunk(
  undefined,
  () => import('./TeachingHome'),
  (module) => module.TeachingHome,
);

interface WelcomeLink {
  label: string;
  to: string;
}

function Welcome({ name, role, links }: { name: string; role: string; links: WelcomeLink[] }) {
  usePageTitle(t('home.title'));
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl">
          {t('home.welcome', { name })}
        </Heading>
        <Text color="fg.muted">
          {t('home.signedInAs', { role })} {t('home.oneClickAway')}
        </Text>
        {links.length ? (
          <HStack gap="3" flexWrap="wrap">
            {links.map((link, index) => (
              <Button
                key={link.to}
                asChild
                {...(index === 0 ? { colorPalette: 'brand' } : { variant: 'outline' })}
              >
                <RouterLink to={link.to}>{t('home.goTo', { label: link.label })}</RouterLink>
              </Button>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

export function HomePage() {
  const user = useCurrentUser();
  const routes = useRemoteRoutes();
  if (!user) return null;
  const home = homeRouteFor(routes, user.role);
  // The remote's home screen, titled and guarded by its manifest entry like any other route.
  if (home) {
    return (
      <RoutePage route={home}>
        <RemoteRoute route={home} />
      </RoutePage>
    );
  }
  if (user.role === 'supervisor' || user.role === 'instructor')
    return <LazyPage chunk={teachingHome} props={{ user }} />;
  const links = navRoutesFor(routes, user.role).map((route) => ({
    label: route.nav.label,
    to: route.path,
  }));
  return <Welcome name={displayName(user)} role={roleLabel(user.role)} links={links} />;
}
