// The sticky header: brand, role-based links and the account area; the slide-out menu instead
// whenever they do not fit on one line (measured, see useCompactHeader), so the header never
// wraps or scrolls sideways.
import { useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { roleLabel } from 'shared-domain';
import { Box, Button, Flex, HStack, PAGE_FRAME, Spinner, Stack, Text } from 'shared-ui';
import { paths } from '../../config/paths';
import { useRemoteRoutes } from '../../features/remotes/remote-routes';
import { navLinksFor } from './navLinks';
import { NavItem } from './NavItem';
import { MobileMenu } from './MobileMenu';
import { useCompactHeader } from './use-compact-header';

export function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const remoteRoutes = useRemoteRoutes();
  const links = session.isLoading ? [] : navLinksFor(session.role, remoteRoutes);
  const user = session.isAuthenticated ? session.user : null;
  const name = user ? user.full_name?.trim() || user.email : '';
  const row = useRef<HTMLDivElement>(null);
  const compact = useCompactHeader(
    row,
    [session.isLoading, name, user?.role, ...links.map((link) => link.to)].join('|'),
  );

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
      <Flex ref={row} {...PAGE_FRAME} h="14" align="center" gap="4" overflow="hidden">
        <RouterLink to={paths.home} aria-label="LinguaDesk home" style={{ flexShrink: 0 }}>
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
              display={compact ? 'none' : 'flex'}
              flex="1 0 auto"
            >
              {links.map((link) => (
                <NavItem key={link.to} link={link} />
              ))}
            </HStack>
            {user ? (
              <HStack gap="3" display={compact ? 'none' : 'flex'} ms="auto" flexShrink={0}>
                <Stack gap="0" textAlign="end" whiteSpace="nowrap">
                  <Text fontSize="sm" fontWeight="semibold" lineHeight="short">
                    {name}
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
            <Box ms="auto" flexShrink={0} display={compact ? 'block' : 'none'}>
              <MobileMenu links={links} user={user} onLogout={logout} />
            </Box>
          </>
        )}
      </Flex>
    </Box>
  );
}
