// `shared-ui/data`: the data layer, TanStack Query's side of shared-ui: the page's one QueryClient
// (`createQueryClient`, its defaults, `STALE_TIME_MS`), the cache emptied on sign-out
// (`useClearCacheOnSignOut`) and a screen's query with its dismissable failure and Refresh toast
// (`useScreenQuery`), and a screen's first GET sent ahead of its code (`startEarlyGet`). A family of its own so that the core key imports nothing of TanStack Query:
// a visitor's log-in page loads neither (the host fetches this key and `@tanstack/react-query`
// with its signed-in side, host/src/features/remotes/remote-shell.tsx).
export { STALE_TIME_MS, createQueryClient, useClearCacheOnSignOut } from './data/query-client';
export { useScreenQuery } from './data/query-state';
export { startEarlyGet } from './data/early-get';
