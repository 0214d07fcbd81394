// Route guard (spec section 2): loading, then redirect to /login, access denied, or the content;
// while a signed-in user cannot be loaded (server or network failure), a panel with Retry in the
// page's place, which gives way to the page once the session loads the user again.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { type AccessRule, canAccess } from '../roles';
import { reloadCurrentUser, useSessionStore } from '../session';
import { AccessDenied, SessionLoading, SessionUnavailable } from './fallbacks';
import { LOGIN_PATH } from './messages';

export interface RequireAuthProps extends AccessRule {
  /** The protected content; a layout route without children renders its nested routes. */
  children?: ReactNode;
  renderLoading?: () => ReactNode;
  renderDenied?: () => ReactNode;
  /** The panel while the user cannot be loaded: the catalogue's message and a Retry action. */
  renderUnavailable?: (message: string, retry: () => void) => ReactNode;
}

export function RequireAuth({
  roles,
  requireAdmin,
  children,
  renderLoading,
  renderDenied,
  renderUnavailable,
}: RequireAuthProps) {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const error = useSessionStore((state) => state.error);
  const location = useLocation();

  if (status === 'loading') return <>{renderLoading ? renderLoading() : <SessionLoading />}</>;
  if (status === 'unavailable') {
    const message = error ?? '';
    const retry = () => void reloadCurrentUser();
    return (
      <>
        {renderUnavailable ? (
          renderUnavailable(message, retry)
        ) : (
          <SessionUnavailable message={message} onRetry={retry} />
        )}
      </>
    );
  }
  if (status !== 'authenticated' || !user) {
    return <Navigate to={LOGIN_PATH} state={{ from: location }} replace />;
  }
  if (!canAccess(user, { roles, requireAdmin })) {
    return <>{renderDenied ? renderDenied() : <AccessDenied />}</>;
  }
  return <>{children ?? <Outlet />}</>;
}
