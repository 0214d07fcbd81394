// The menu button of small screens. The drawer it opens (MenuDrawer) is a chunk of its own, so a
// page that never shows the menu never downloads it: the chunk is fetched as soon as the button is
// pointed at or focused, and the drawer opens once it is there when the button is pressed. A chunk
// that could not be fetched is asked for again on the next press.
import { useState, type ComponentType } from 'react';
import { IconButton, MenuIcon } from 'shared-ui';
import type { User } from 'shared-domain';
import type { NavLink } from './navLinks';
import type { MenuDrawerProps } from './MenuDrawer';
import { MENU_TEXT } from '../../app/i18n';

let drawer: Promise<ComponentType<MenuDrawerProps>> | null = null;

function loadDrawer(): Promise<ComponentType<MenuDrawerProps>> {
  drawer ??= import('./MenuDrawer').then(
    (module) => module.MenuDrawer,
    (error: unknown) => {
      drawer = null;
      throw error;
    },
  );
  return drawer;
}

interface MobileMenuProps {
  links: NavLink[];
  user: User | null;
  onLogout: () => void;
}

export function MobileMenu({ links, user, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // Kept once loaded, so that the drawer can play its closing animation.
  const [Drawer, setDrawer] = useState<ComponentType<MenuDrawerProps> | null>(null);
  const preload = () => void loadDrawer().catch(() => undefined);
  const press = () => {
    loadDrawer().then(
      (loaded) => {
        setDrawer(() => loaded);
        setOpen(true);
      },
      (error: unknown) => console.error('Could not load the menu', error),
    );
  };
  return (
    <>
      <IconButton
        variant="outline"
        size="sm"
        aria-label={MENU_TEXT.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={press}
      >
        <MenuIcon />
      </IconButton>
      {Drawer ? (
        <Drawer links={links} user={user} onLogout={onLogout} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
