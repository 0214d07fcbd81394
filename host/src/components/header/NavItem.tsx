import { NavLink as RouterNavLink } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { Button } from 'shared-ui';
import { useRemoteShell } from '../../features/remotes/remote-routes';
import type { NavLink } from './navLinks';

export function NavItem({
  link,
  onNavigate,
  block,
}: {
  link: NavLink;
  onNavigate?: () => void;
  block?: boolean;
}) {
  const { shell } = useRemoteShell();
  const user = useCurrentUser();
  const { route } = link;
  // Hovering or focusing a remote's link loads its code and starts its data (in the shell's cache)
  // before the click. No TanStack Query hook here: a visitor's header renders without it.
  const prefetch = route && shell ? () => shell.prefetchRoute(route, user) : undefined;
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      justifyContent={block ? 'flex-start' : 'center'}
      w={block ? 'full' : undefined}
    >
      <RouterNavLink
        to={link.to}
        end={link.to === '/'}
        onClick={onNavigate}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        style={({ isActive }) =>
          isActive ? { fontWeight: 700, textDecoration: 'underline' } : undefined
        }
      >
        {link.label}
      </RouterNavLink>
    </Button>
  );
}
