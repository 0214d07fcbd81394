// The page's inline script (tooling/first-page-preloads.cjs) preloads the log-in page's and the
// signed-in side's scripts exactly where start-up then asks for them (app/first-page.ts): a script
// preloaded and never used, or used and not preloaded, costs a slow phone network a round trip.
// It also fetches the manifest of the remote the shell will load for the address's first screen.
import { TOKEN_STORAGE_KEY } from 'shared-auth';
import { loginPageLikelyFirst, remotesNeededFirst } from '../app/first-page';
import { PREVIEW_STORAGE_PREFIX } from '../federation/preview-params';
import { parseRouteManifest, routeAt } from '../federation/route-manifest';
import { rememberFirstScreens } from '../features/remotes/first-screen';
import { remoteManifests } from '../test/renderApp';

// The build tooling is plain CommonJS outside the packages.
/* eslint-disable @typescript-eslint/no-require-imports */
const { choose } = require('../../../tooling/first-page-preloads.cjs') as {
  choose: (rule: object, login: string[], signedIn: string[]) => void;
};
const FIRST_PAGE = require('../../first-page.cjs') as object;
/* eslint-enable @typescript-eslint/no-require-imports */

/** What the inline script preloads at the page's address with its storage. */
function preloaded(): { login: boolean; signedIn: boolean } {
  document.head.innerHTML = '';
  choose(FIRST_PAGE, ['/login.js'], ['/signed-in.js']);
  const hrefs = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map(
    (link) => link.getAttribute('href'),
  );
  return { login: hrefs.includes('/login.js'), signedIn: hrefs.includes('/signed-in.js') };
}

const PATHS = [
  '/',
  '/students',
  '/groups/1/attendance',
  '/profile',
  '/login',
  '/signup',
  '/auth/verify-email/abc',
  '/auth/reset-password/abc',
  '/nowhere',
  '/login?remote:people=http://localhost:3101/mf-manifest.json',
  '/login?remote%3Apeople=http://localhost:3101/mf-manifest.json',
  '/login?remote:=http://localhost:3101/mf-manifest.json',
  '/signup?next=/students',
  '/login?%E0%A4%A=1',
];

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

it.each([
  ['no stored session', () => {}],
  ['a stored session', () => localStorage.setItem(TOKEN_STORAGE_KEY, 'stored')],
  ['a kept preview', () => sessionStorage.setItem(`${PREVIEW_STORAGE_PREFIX}people`, 'http://x')],
])('preloads what start-up asks for, at every address, with %s', (_, keep) => {
  keep();
  for (const path of PATHS) {
    window.history.replaceState(null, '', path);
    expect({ path, ...preloaded() }).toEqual({
      path,
      login: loginPageLikelyFirst(),
      signedIn: remotesNeededFirst(),
    });
  }
});

describe("the first screen's remote manifest", () => {
  const REMOTES: Record<string, string> = {
    people: 'http://people.test/mf-manifest.json',
    groups: 'http://groups.test/mf-manifest.json',
    calls: 'http://calls.test/mf-manifest.json',
    schedule: 'http://schedule.test/mf-manifest.json',
    student: 'http://student.test/mf-manifest.json',
  };
  const routes = Object.entries(remoteManifests()).flatMap(
    ([remote, manifest]) => parseRouteManifest(remote, manifest) ?? [],
  );
  // Read through a call: set by the inline script, out of the compiler's sight.
  const earlyManifest = () => window.__linguadeskEarlyManifest;
  const tokenFor = (role: string) =>
    `h.${Buffer.from(JSON.stringify({ sub: '7', role })).toString('base64url')}.s`;

  beforeEach(() => {
    jest.spyOn(window, 'fetch').mockImplementation(() => new Promise(() => {}));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.__linguadeskEarlyManifest = undefined;
  });

  it.each(['operations_manager', 'instructor', 'student'] as const)(
    "is the one the shell loads for the address, as the shell last listed them for the %s's role",
    (role) => {
      // Listed before anyone signed in (a visitor's log-in page starts the shell).
      rememberFirstScreens(routes, REMOTES);
      localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor(role));
      for (const path of [
        '/',
        '/students',
        '/groups',
        '/groups/12/attendance',
        '/calls',
        '/schedule',
        '/profile',
        '/groups/12',
        '/login',
      ]) {
        window.history.replaceState(null, '', path);
        window.__linguadeskEarlyManifest = undefined;
        preloaded();
        const found = path === '/login' ? null : routeAt(routes, path, role);
        expect({ path, manifest: earlyManifest()?.url }).toEqual({
          path,
          manifest: found ? REMOTES[found.route.remote] : undefined,
        });
      }
    },
  );

  it('is fetched fresh, and not at all without a stored session', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('operations_manager'));
    rememberFirstScreens(routes, REMOTES);
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.history.replaceState(null, '', '/students');
    preloaded();
    expect(window.fetch).not.toHaveBeenCalled();

    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('operations_manager'));
    preloaded();
    expect(window.fetch).toHaveBeenCalledWith(REMOTES.people, { cache: 'no-cache' });
  });
});
