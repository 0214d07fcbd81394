// A returning user's first screen starts its data and code beside /api/me, from the route
// manifests this browser remembers and the user the stored token names (first-screen.ts).
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from 'shared-auth';
import { startEarlyGet } from 'shared-ui/data';
import {
  startFirstScreen,
  storedSessionUser,
  takeEarlyManifest,
} from '../features/remotes/first-screen';
import { fetchManifest } from '../federation/retry-plugin';
import { rememberRouteManifest } from '../federation/route-manifest';
import { remoteManifests } from '../test/renderApp';
import { remoteState } from '../test/remoteState';

jest.mock('shared-ui/data', () => ({
  ...jest.requireActual('shared-ui/data'),
  startEarlyGet: jest.fn(() => true),
}));

const REMOTES = {
  people: 'http://people.test/mf-manifest.json',
  groups: 'http://groups.test/mf-manifest.json',
  student: 'http://student.test/mf-manifest.json',
};

/** An access token as the API signs it (the signature is not read here). */
const tokenOf = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('signature')
    .join('.');

const storeToken = (claims: object) => localStorage.setItem(TOKEN_STORAGE_KEY, tokenOf(claims));

/** This browser has seen each remote's manifest before (a returning user). */
function rememberManifests() {
  const manifests = remoteManifests();
  for (const remote of Object.keys(REMOTES)) rememberRouteManifest(remote, manifests[remote]);
}

afterEach(() => {
  localStorage.clear();
  remoteState.reset();
});

describe("the stored session's user", () => {
  it('is the id and role the access token names', () => {
    storeToken({ sub: '42', role: 'instructor', sid: 's', token_type: 'access' });
    expect(storedSessionUser()).toEqual({ id: 42, role: 'instructor' });
  });

  it.each([
    ['no token', null],
    ['not a token', 'token-of-someone'],
    ['a payload that is not JSON', `a.${Buffer.from('{').toString('base64url')}.c`],
    ['an unknown role', tokenOf({ sub: '1', role: 'admin' })],
    ['an id that is not a number', tokenOf({ sub: 'abc', role: 'student' })],
    ['a missing id', tokenOf({ role: 'student' })],
  ])('is nobody with %s', (_case, token) => {
    if (token !== null) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    expect(storedSessionUser()).toBeNull();
  });
});

describe("the first screen's data and code", () => {
  it("start for the remembered route at the address, with its parameters and the token's user", async () => {
    rememberManifests();
    storeToken({ sub: '7', role: 'instructor' });
    const client = new QueryClient();

    expect(startFirstScreen(REMOTES, client, '/groups/3/attendance')).toBe('groupAttendance');
    expect(remoteState.moduleLoads).toEqual(['groupAttendance']);
    await waitFor(() =>
      expect(remoteState.prefetches).toEqual([
        {
          route: 'groupAttendance',
          queryClient: client,
          context: { params: { groupId: '3' }, user: { id: 7, role: 'instructor' } },
        },
      ]),
    );
  });

  it("send the route's first request at once, filled with its parameters and the token's user", () => {
    rememberManifests();
    storeToken({ sub: '7', role: 'instructor' });
    startFirstScreen(REMOTES, new QueryClient(), '/groups/3/attendance');
    expect(startEarlyGet).toHaveBeenCalledWith('/api/groups/:groupId/', { groupId: '3' }, 7);

    storeToken({ sub: '9', role: 'student' });
    startFirstScreen(REMOTES, new QueryClient(), '/');
    expect(startEarlyGet).toHaveBeenLastCalledWith('/api/student-profiles/:userId/', {}, 9);
  });

  it("pick the home route of the token's role", () => {
    rememberManifests();
    storeToken({ sub: '9', role: 'student' });
    expect(startFirstScreen(REMOTES, new QueryClient(), '/')).toBe('studentDashboard');
  });

  it.each([
    [
      'a new browser (no remembered manifest)',
      false,
      { sub: '1', role: 'operations_manager' },
      '/students',
    ],
    ['no stored session', true, null, '/students'],
    ["a route the token's role may not open", true, { sub: '1', role: 'student' }, '/students'],
    ["a shell page's address", true, { sub: '1', role: 'operations_manager' }, '/profile'],
  ])('wait for the route with %s', (_case, remembered, claims, pathname) => {
    if (remembered) rememberManifests();
    if (claims) storeToken(claims);
    expect(startFirstScreen(REMOTES, new QueryClient(), pathname)).toBeNull();
    expect(remoteState.moduleLoads).toEqual([]);
  });
});

describe("the manifest the page's inline script fetched", () => {
  const EARLY = 'http://early.test/mf-manifest.json';
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(global, 'fetch').mockResolvedValue(new Response('{"fresh":true}'));
  });
  afterEach(() => fetchMock.mockRestore());

  it('is the shell’s read of that manifest, taken once', async () => {
    window.__linguadeskEarlyManifest = {
      url: EARLY,
      answer: Promise.resolve(new Response('{"early":true}')),
    };
    takeEarlyManifest();
    expect(window.__linguadeskEarlyManifest).toBeUndefined();
    await expect(fetchManifest(EARLY)).resolves.toEqual({ early: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is fetched again when that fetch failed', async () => {
    const failed = 'http://failed.test/mf-manifest.json';
    window.__linguadeskEarlyManifest = {
      url: failed,
      answer: Promise.resolve(new Response('', { status: 502 })),
    };
    takeEarlyManifest();
    await expect(fetchManifest(failed)).resolves.toEqual({ fresh: true });
    expect(fetchMock).toHaveBeenCalledWith(failed, { cache: 'no-cache' });
  });
});
