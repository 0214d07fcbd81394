// Start-up: read the deployment's files, point the API client at them, start the session, then
// render. The signed-in side of the shell (this tab's previews, the remotes' registration, their
// route manifests, the code that shows their screens, and the page's data cache: TanStack Query
// with `shared-ui/data`) is a chunk of its own (features/remotes/remote-routes.tsx): a page that
// needs it from the start (any route but a visitor's pages, a stored session that may send /login
// on home, a preview) fetches it beside config.json and renders once the manifests are read, as
// before; a visitor's first page renders without it (so without TanStack Query) and fetches it
// once its content has shown. The log-in page is a chunk too, fetched here when it is likely to
// show (AppRoutes.tsx), and the first render waits for it so that the page shows at once.
// shared-auth's HTTP client (ky) is fetched with the signed-in side: beside config.json for a page
// that needs it first, so a screen's first request does not wait for it; once a visitor's page has
// shown, so signing in finds it (a request made before it came waits for it). Runs after the shared
// modules are negotiated (index.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, initSession, loadApiClient } from 'shared-auth';
import { catalogsReady, setLocale } from 'shared-i18n';
import { loadRuntimeConfig } from './config/runtime-config';
import { initialChoice } from './features/language/language';
import { RemoteRoutesProvider, type RemoteShell } from './features/remotes/remote-routes';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadLoginPage } from './app/AppRoutes';
import { loginPageLikelyFirst, remotesNeededFirst } from './app/first-page';

const importRemoteShell = () => import('./features/remotes/remote-shell');

async function start() {
  // The log-in page's chunk, beside config.json, when the first page is likely to be it.
  const loginPage = loginPageLikelyFirst() ? preloadLoginPage() : undefined;
  // ky (shared-auth's client) ahead of the first request; when it cannot be fetched, the next
  // request fetches it again and reports the failure.
  const loadClient = () => loadApiClient().catch(() => undefined);
  const needed = remotesNeededFirst();
  // Fetched beside config.json when the first page needs it (TanStack Query with it).
  if (needed) {
    importRemoteShell().catch(() => undefined);
    void loadClient();
  }
  // The language's catalogues come beside config.json (none for English, which comes with the code).
  const choice = initialChoice();
  const language = setLocale(choice.locale, choice.digits).catch((error: unknown) =>
    console.error('Could not load the language; showing English', error),
  );
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiUrl });
  const loadRemoteShell = () => {
    void loadClient();
    // The signed-in side's words in the active language come before it shows.
    return importRemoteShell()
      .then((module) => module.startRemoteShell(config.remotes))
      .then(async (shell) => {
        await catalogsReady();
        return shell;
      });
  };
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

  await language;
  await loginPage;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
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
