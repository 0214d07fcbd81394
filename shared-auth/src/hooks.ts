// React access to the session for the host's and remotes' components.
import { useShallow } from 'zustand/react/shallow';
import type { Role, User } from 'shared-domain';
import { isAdmin } from './roles';
import { type SessionStatus, login, logout, reloadCurrentUser, useSessionStore } from './session';

export interface SessionView {
  status: SessionStatus;
  user: User | null;
  error: string | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  role: Role | null;
  isAdmin: boolean;
  login: typeof login;
  logout: typeof logout;
  reload: typeof reloadCurrentUser;
}

export function useSession(): SessionView {
  const { status, user, error } = useSessionStore(
    useShallow((state) => ({ status: state.status, user: state.user, error: state.error })),
  );
  return {
    status,
    user,
    error,
    isLoading: status === 'loading',
    isAuthenticated: status === 'authenticated',
    role: user?.role ?? null,
    isAdmin: !!user && isAdmin(user.role),
    login,
    logout,
    reload: reloadCurrentUser,
  };
}

export function useCurrentUser(): User | null {
  return useSessionStore((state) => state.user);
}

export function useSessionStatus(): SessionStatus {
  return useSessionStore((state) => state.status);
}

export function useIsAdmin(): boolean {
  return useSessionStore((state) => !!state.user && isAdmin(state.user.role));
}
