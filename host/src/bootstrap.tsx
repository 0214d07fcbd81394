// Start-up: read the deployment's files, point the API client at them, start the session, then
// render. The remotes' side of the shell (this tab's previews, the remotes' registration, their
// route manifests, the code that shows their screens) is a chunk of its own
// (features/remotes/remote-routes.tsx): a page that needs it from the start (any route but a
// visitor's pages, a stored session that may send /login on home, a preview) fetches it beside
// config.json and renders once the manifests are read, as before; a visitor's first page renders
// without it and fetches it once its content has shown. The log-in page is a chunk too, fetched
// here when it is likely to show (AppRoutes.tsx). Runs after the shared modules are negotiated
// (index.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { TOKEN_STORAGE_KEY, configureApi, initSession } from 'shared-auth';
import { createQueryClient } from 'shared-ui';
import { loadRuntimeConfig } from './config/runtime-config';
import { paths } from './config/paths';
import { hasPreviews } from './federation/preview-params';
import { RemoteRoutesProvider, type RemoteShell } from './features/remotes/remote-routes';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, loadLoginPage } from './app/AppRoutes';

const VISITOR_PAGES = [paths.login, paths.signup];

function storedSession(): boolean {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether the first page needs the remotes' side of the shell before it shows. */
function remotesNeededFirst(): boolean {
  const { pathname, search } = window.location;
  const visitorPage = VISITOR_PAGES.includes(pathname as never) || pathname.startsWith('/auth/');
  return !visitorPage || storedSession() || hasPreviews(search);
}

const importRemoteShell = () => import('./features/remotes/remote-shell');

async function start() {
  // The log-in page's chunk, beside config.json, when the first page is likely to be it (a
  // visitor's guarded page sends there too).
  if (window.location.pathname === paths.login || !storedSession()) {
    loadLoginPage().catch(() => undefined);
  }
  const needed = remotesNeededFirst();
  // Fetched beside config.json when the first page needs it.
  if (needed) importRemoteShell().catch(() => undefined);
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiUrl });
  const loadRemoteShell = () =>
    importRemoteShell().then((module) => module.startRemoteShell(config.remotes));
  let shell: RemoteShell | null = null;
  if (needed) {
    // The session's first request and the route manifests go out together.
    const starting = loadRemoteShell();
    initSession();
    // A chunk that could not be fetched is asked for again by the route that needs it (Retry).
    shell = await starting.catch((error: unknown) => {
      console.error('Could not load the remotes', error);
      return null;
    });
  } else {
    initSession();
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RemoteRoutesProvider shell={shell} load={loadRemoteShell}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RemoteRoutesProvider>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
