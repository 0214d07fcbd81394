// The slide-out menu of small screens (its own chunk, fetched when the menu button is first
// pointed at, focused or pressed; see MobileMenu): Navigation and Account sections. Chakra's
// drawer closes on Escape and on a click outside it, and gives focus back to the menu button.
import { Button, CloseButton, Heading, Portal, Stack, Text } from 'shared-ui';
import { Drawer } from 'shared-ui/overlays';
import type { User } from 'shared-domain';
import { roleLabel } from 'shared-domain';
import type { NavLink } from './navLinks';
import { NavItem } from './NavItem';
import { HEADER_TEXT, MENU_TEXT } from '../../app/i18n';

export interface MenuDrawerProps {
  links: NavLink[];
  user: User | null;
  onLogout: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MenuDrawer({ links, user, onLogout, open, onOpenChange }: MenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label={MENU_TEXT.title}>
            <Drawer.Header>
              <Drawer.Title>{HEADER_TEXT.brand}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label={MENU_TEXT.navigation} gap="1" mb="6">
                <Heading size="xs" color="fg.muted" textTransform="uppercase" mb="1">
                  {MENU_TEXT.navigation}
                </Heading>
                {links.map((link) => (
                  <NavItem key={link.to} link={link} onNavigate={close} block />
                ))}
              </Stack>
              {user ? (
                <Stack gap="2" aria-label={MENU_TEXT.account} as="section">
                  <Heading size="xs" color="fg.muted" textTransform="uppercase">
                    {MENU_TEXT.account}
                  </Heading>
                  <Text fontWeight="semibold">{user.full_name?.trim() || user.email}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {roleLabel(user.role)}
                  </Text>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      close();
                      onLogout();
                    }}
                  >
                    {HEADER_TEXT.logout}
                  </Button>
                </Stack>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MENU_TEXT.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
