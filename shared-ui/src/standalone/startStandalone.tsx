// The whole start-up of a remote's own page, for its src/bootstrap.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, initSession } from 'shared-auth';
import { createQueryClient } from '../data/query-client';
import { readApiUrl } from './runtime-config';
import { StandaloneShell, type StandaloneShellProps } from './StandaloneShell';

export interface StartStandaloneOptions extends StandaloneShellProps {
  /**
   * Run before anything else, e.g. a remote's `dev --mock` page starting its mock API (the
   * remote passes it only in that build, so no other build carries the mock).
   */
  before?: () => Promise<void>;
}

export async function startStandalone({
  title,
  demoAccount,
  children,
  before,
}: StartStandaloneOptions): Promise<void> {
  await before?.();
  configureApi({ baseUrl: await readApiUrl() });
  initSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneShell title={title} demoAccount={demoAccount} queryClient={createQueryClient()}>
          {children}
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}
