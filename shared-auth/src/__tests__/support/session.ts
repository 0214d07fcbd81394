import { type SessionState, useSessionStore } from '../../index';

/** Resolves with the session once it has left the loading state. */
export function sessionSettled(): Promise<SessionState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = useSessionStore.getState();
      if (state.status === 'loading') return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const unsubscribe = useSessionStore.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}
