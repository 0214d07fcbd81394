// The sticky header: brand, role-based links and the account area; the slide-out menu instead
// below the width they need (a CSS breakpoint per role, see barBreakpoint), so the header never
// wraps or scrolls sideways, from the first paint on.
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { roleLabel } from 'shared-domain';
import { Box, Button, Flex, HStack, PAGE_FRAME, Spinner, Stack, Text } from 'shared-ui';
import { paths } from '../../config/paths';
import { useRemoteRoutes } from '../../features/remotes/remote-routes';
import { navLinksFor } from './navLinks';
import { NavItem } from './NavItem';
import { MobileMenu } from './MobileMenu';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { barBreakpoint, belowBreakpoint, fromBreakpoint } from './barBreakpoint';
import { HEADER_TEXT } from '../../app/i18n';

export function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const remoteRoutes = useRemoteRoutes();
  // A signed-in user the server cannot answer for yet is neither shown as a visitor nor as anyone.
  const unavailable = session.status === 'unavailable';
  const links = session.isLoading || unavailable ? [] : navLinksFor(session.role, remoteRoutes);
  const user = session.isAuthenticated ? session.user : null;
  const name = user ? user.full_name?.trim() || user.email : '';
  const breakpoint = barBreakpoint(session.role);

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
      <Flex {...PAGE_FRAME} h="14" align="center" gap="4" overflow="hidden">
        <RouterLink to={paths.home} aria-label={HEADER_TEXT.homeLink} style={{ flexShrink: 0 }}>
          <Text fontWeight="bold" fontSize="lg" color="brand.fg" letterSpacing="tight">
            {HEADER_TEXT.brand}
          </Text>
        </RouterLink>
        {session.isLoading ? (
          <HStack ms="auto" role="status" aria-live="polite" gap="2">
            <Spinner size="sm" color="brand.solid" />
            <Text fontSize="sm" color="fg.muted">
              {HEADER_TEXT.loading}
            </Text>
          </HStack>
        ) : unavailable ? (
          <Text ms="auto" fontSize="sm" color="fg.muted" role="status">
            {HEADER_TEXT.reconnecting}
          </Text>
        ) : (
          <>
            <HStack
              as="nav"
              aria-label={HEADER_TEXT.mainNav}
              gap="1"
              display={fromBreakpoint(breakpoint, 'flex')}
              flex="1 0 auto"
            >
              {links.map((link) => (
                <NavItem key={link.to} link={link} />
              ))}
            </HStack>
            {user ? (
              <HStack gap="3" display={fromBreakpoint(breakpoint, 'flex')} ms="auto" flexShrink={0}>
                <Stack gap="0" textAlign="end" whiteSpace="nowrap" maxW="40">
                  <Text
                    fontSize="sm"
                    fontWeight="semibold"
                    lineHeight="short"
                    truncate
                    title={name}
                  >
                    {name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {roleLabel(user.role)}
                  </Text>
                </Stack>
                <Button size="sm" variant="outline" onClick={logout}>
                  {HEADER_TEXT.logout}
                </Button>
              </HStack>
            ) : null}
            {user ? null : <LanguageSwitch />}
            <Box ms="auto" flexShrink={0} display={belowBreakpoint(breakpoint, 'block')}>
              <MobileMenu links={links} user={user} onLogout={logout} />
            </Box>
          </>
        )}
      </Flex>
    </Box>
  );
}
