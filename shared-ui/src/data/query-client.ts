// The suite's one data cache: the QueryClient the host creates for the whole page (and each
// remote's standalone page for itself), with the defaults every screen shares.
import { QueryClient } from '@tanstack/react-query';
import { normalizeFailure, useSessionStore } from 'shared-auth';
import { useEffect } from 'react';

/** How long an answer is fresh: a revisit within it shows the cache and sends nothing. */
export const STALE_TIME_MS = 30_000;
/** How long an unused answer stays in the cache (a revisit after it starts from the loader). */
const GC_TIME_MS = 5 * 60_000;
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 1000;

/**
 * A failed read is tried once more only when it may pass a second later: no answer at all, or a
 * gateway's 502/503/504. A 4xx is the server's verdict (a 401 was already refreshed once by the
 * HTTP client), and a 500 repeats itself; both show their message at once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const failure = normalizeFailure(error);
  if (failure.status !== null) return TRANSIENT_STATUSES.has(failure.status);
  return failure.isNetwork || failure.isTimeout;
}

export interface QueryClientSettings {
  /** Off in screen tests, so a failure shows at once, as it does for a 4xx. */
  retry?: boolean;
}

export function createQueryClient({ retry = true }: QueryClientSettings = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        retry: retry ? shouldRetryQuery : false,
        retryDelay: RETRY_DELAY_MS,
        // A fresh answer is not fetched again on focus; a stale one is, once, for the open screen.
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      // A change is never sent twice by itself: the user sees the failure and decides.
      mutations: { retry: false },
    },
  });
}

/**
 * Empties the cache when the signed-in user goes (log-out here or in another tab, a refused
 * refresh) or changes, so nothing of one account shows to the next. Returns the unsubscribe.
 */
export function clearCacheOnSignOut(client: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    const before = previous.user;
    if (before !== null && (state.user === null || state.user.id !== before.id)) client.clear();
  });
}

/** clearCacheOnSignOut for the lifetime of the component that provides the client. */
export function useClearCacheOnSignOut(client: QueryClient): void {
  useEffect(() => clearCacheOnSignOut(client), [client]);
}
