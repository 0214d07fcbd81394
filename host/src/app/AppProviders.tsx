// Everything around the routes: the crash screen outermost, then the UI provider.
import type { ReactNode } from 'react';
import { CrashBoundary, UiProvider } from 'shared-ui';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <CrashBoundary>{children}</CrashBoundary>
    </UiProvider>
  );
}
