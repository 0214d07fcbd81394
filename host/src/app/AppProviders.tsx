// Everything around the routes: the crash screen, the UI provider and the language. The page's one data cache
// (TanStack Query's QueryClient and its provider) is not here: it comes with the signed-in side of
// the shell (features/remotes/remote-shell.tsx), so that a visitor's log-in page loads no TanStack
// Query; the signed-in routes render inside its provider (AppRoutes.tsx).
import type { ReactNode } from 'react';
import { CrashBoundary, UiProvider } from 'shared-ui';
import { LanguageRoot } from '../features/language/LanguageRoot';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <CrashBoundary>
        <LanguageRoot>{children}</LanguageRoot>
      </CrashBoundary>
    </UiProvider>
  );
}
