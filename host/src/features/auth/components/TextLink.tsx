import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from 'shared-ui';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
