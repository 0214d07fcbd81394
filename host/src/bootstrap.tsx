// Start-up: read the deployment's files, point the API client and the remotes at them, start the
// session, then render. Runs after the shared modules are negotiated (see index.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, initSession } from 'shared-auth';
import { createQueryClient } from 'shared-ui';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerRemoteManifests } from './federation/remotes';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiUrl });
  registerRemoteManifests(config.remotes);
  initSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
