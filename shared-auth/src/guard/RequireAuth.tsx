// Route guard (spec section 2): loading, then redirect to /login, access denied, or the content.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { type AccessRule, canAccess } from '../roles';
import { useSessionStore } from '../session';
import { AccessDenied, SessionLoading } from './fallbacks';
import { LOGIN_PATH } from './messages';

export interface RequireAuthProps extends AccessRule {
  /** The protected content; a layout route without children renders its nested routes. */
  children?: ReactNode;
  renderLoading?: () => ReactNode;
  renderDenied?: () => ReactNode;
}

export function RequireAuth({
  roles,
  requireAdmin,
  children,
  renderLoading,
  renderDenied,
}: RequireAuthProps) {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const location = useLocation();

  if (status === 'loading') return <>{renderLoading ? renderLoading() : <SessionLoading />}</>;
  if (status !== 'authenticated' || !user) {
    return <Navigate to={LOGIN_PATH} state={{ from: location }} replace />;
  }
  if (!canAccess(user, { roles, requireAdmin })) {
    return <>{renderDenied ? renderDenied() : <AccessDenied />}</>;
  }
  return <>{children ?? <Outlet />}</>;
}
