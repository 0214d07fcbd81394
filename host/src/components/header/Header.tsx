// The sticky header: brand, role-based links and the account area; a slide-out menu on small screens.
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { roleLabel } from 'shared-domain';
import { Box, Button, Flex, HStack, Spinner, Stack, Text } from 'shared-ui';
import { paths } from '../../config/paths';
import { useRemoteRoutes } from '../../features/remotes/remote-routes';
import { navLinksFor } from './navLinks';
import { NavItem } from './NavItem';
import { MobileMenu } from './MobileMenu';

export function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const remoteRoutes = useRemoteRoutes();
  const links = session.isLoading ? [] : navLinksFor(session.role, remoteRoutes);
  const user = session.isAuthenticated ? session.user : null;

  const logout = async () => {
    await session.logout();
    navigate(paths.login);
  };

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      shadow="xs"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="14" align="center" gap="4">
        <RouterLink to={paths.home} aria-label="LinguaDesk home">
          <Text fontWeight="bold" fontSize="lg" color="brand.fg" letterSpacing="tight">
            LinguaDesk
          </Text>
        </RouterLink>
        {session.isLoading ? (
          <HStack ms="auto" role="status" aria-live="polite" gap="2">
            <Spinner size="sm" color="brand.solid" />
            <Text fontSize="sm" color="fg.muted">
              Loading...
            </Text>
          </HStack>
        ) : (
          <>
            <HStack
              as="nav"
              aria-label="Main"
              gap="1"
              display={{ base: 'none', md: 'flex' }}
              flex="1"
            >
              {links.map((link) => (
                <NavItem key={link.to} link={link} />
              ))}
            </HStack>
            {user ? (
              <HStack gap="3" display={{ base: 'none', md: 'flex' }} ms="auto">
                <Stack gap="0" textAlign="end">
                  <Text fontSize="sm" fontWeight="semibold" lineHeight="short">
                    {user.full_name?.trim() || user.email}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {roleLabel(user.role)}
                  </Text>
                </Stack>
                <Button size="sm" variant="outline" onClick={logout}>
                  Logout
                </Button>
              </HStack>
            ) : null}
            <Box ms="auto" display={{ base: 'block', md: 'none' }}>
              <MobileMenu links={links} user={user} onLogout={logout} />
            </Box>
          </>
        )}
      </Flex>
    </Box>
  );
}
