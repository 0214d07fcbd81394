// The whole start-up of a remote's own page, for its src/bootstrap.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, initSession } from 'shared-auth';
import { createQueryClient } from '../data/query-client';
import { readApiUrl } from './runtime-config';
import { StandaloneShell, type StandaloneShellProps } from './StandaloneShell';

export async function startStandalone({
  title,
  demoAccount,
  children,
}: StandaloneShellProps): Promise<void> {
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
