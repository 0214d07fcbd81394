import { NavLink as RouterNavLink } from 'react-router-dom';
import { Button } from 'shared-ui';
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
        style={({ isActive }) =>
          isActive ? { fontWeight: 700, textDecoration: 'underline' } : undefined
        }
      >
        {link.label}
      </RouterNavLink>
    </Button>
  );
}
