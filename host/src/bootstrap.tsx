// Start-up: read the deployment's files (and this tab's previews), point the API client and the remotes at them, start the
// session, read the remotes' route manifests, then render. Runs after the shared modules are negotiated (see index.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, initSession } from 'shared-auth';
import { createQueryClient } from 'shared-ui';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerRemoteManifests } from './federation/remotes';
import { startPreviews } from './federation/previews';
import { loadRemoteRoutes } from './federation/route-manifest';
import { RemoteRoutesProvider } from './features/remotes/remote-routes';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiUrl });
  // This tab's previews (?remote:NAME=URL) take the place of the remotes they name.
  const remotes = await startPreviews(config.remotes);
  registerRemoteManifests(remotes);
  // The session's first request and the route manifests go out together.
  initSession();
  const { routes } = await loadRemoteRoutes(remotes);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RemoteRoutesProvider routes={routes}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RemoteRoutesProvider>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
