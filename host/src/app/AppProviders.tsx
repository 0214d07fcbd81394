// Everything around the routes: the page's one data cache (the host imports TanStack Query itself,
// so the host is the one that provides the shared singleton), the crash screen, the UI provider.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CrashBoundary, UiProvider, useClearCacheOnSignOut } from 'shared-ui';

export interface AppProvidersProps {
  /** Made once per page by createQueryClient (bootstrap.tsx; a fresh one per test). */
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  useClearCacheOnSignOut(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <CrashBoundary>{children}</CrashBoundary>
      </UiProvider>
    </QueryClientProvider>
  );
}
