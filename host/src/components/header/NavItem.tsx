import { NavLink as RouterNavLink } from 'react-router-dom';
import { Button } from 'shared-ui';
import { usePrefetchRoute } from '../../features/remotes/route-data';
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
  const prefetchRoute = usePrefetchRoute();
  const { route } = link;
  // Hovering or focusing a remote's link loads its code and starts its data before the click.
  const prefetch = route ? () => prefetchRoute(route) : undefined;
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
