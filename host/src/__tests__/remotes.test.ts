import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { IncompatibleRemoteError } from '../federation/compatibility';
import { SHELL_SHARED_KEYS } from '../federation/shell-keys';

// The shell's tests stand this module in with federation/__mocks__; here it is the real one, over
// a stand-in for the Module Federation runtime.
const { loadRouteModule, pendingRefresh, refreshRemotes, registerRemoteManifests, releaseOf } =
  jest.requireActual<typeof import('../federation/remotes')>('../federation/remotes');

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  getInstance: jest.fn(),
}));

jest.mock('../federation/shell-keys', () => ({
  SHELL_SHARED_KEYS: {
    'shared-ui/lists': jest.fn(() => Promise.resolve()),
    'shared-ui/overlays': jest.fn(() => Promise.resolve()),
  },
}));

let deployment: Record<string, string> = {};
const manifests: Record<string, Record<string, unknown>> = {};
const server = setupServer(
  http.get('*/remotes.json', () => HttpResponse.json(deployment)),
  http.get('http://cdn.test/*', ({ request }) =>
    manifests[request.url]
      ? HttpResponse.json(manifests[request.url])
      : new HttpResponse(null, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => jest.mocked(registerRemotes).mockClear());

describe('registerRemoteManifests', () => {
  it('registers each listed remote by its manifest URL', () => {
    registerRemoteManifests({ student: 'http://cdn.test/student/mf-manifest.json' });

    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'student', entry: 'http://cdn.test/student/mf-manifest.json' }],
      { force: true },
    );
  });
});

describe('loadRouteModule', () => {
  it("loads a manifest route's exposed module from its remote", async () => {
    const Screen = () => null;
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: Screen });
    await expect(
      loadRouteModule({ remote: 'people', module: './Students', id: 'students' }),
    ).resolves.toEqual({ default: Screen });
    expect(loadRemote).toHaveBeenCalledWith('people/Students');
  });

  it('fails when the remote has no such module, so the route shows its Retry panel', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce(null);
    await expect(
      loadRouteModule({ remote: 'people', module: './Reports', id: 'reports' }),
    ).rejects.toThrow('Remote "people" did not provide "Reports"');
  });
});

describe('refreshRemotes', () => {
  it('registers anew only the remotes whose address remotes.json changed', async () => {
    registerRemoteManifests({
      calls: 'http://cdn.test/calls/a/mf-manifest.json',
      schedule: 'http://cdn.test/schedule/a/mf-manifest.json',
    });
    jest.mocked(registerRemotes).mockClear();
    deployment = {
      calls: 'http://cdn.test/calls/b/mf-manifest.json',
      schedule: 'http://cdn.test/schedule/a/mf-manifest.json',
    };

    const refresh = refreshRemotes();
    expect(pendingRefresh()).toBe(refresh);
    expect(refreshRemotes()).toBe(refresh);
    await refresh;

    expect(pendingRefresh()).toBeNull();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'calls', entry: 'http://cdn.test/calls/b/mf-manifest.json' }],
      { force: true },
    );
  });
});

describe('the compatibility check before a remote loads', () => {
  const provide = (sharedUi: string) =>
    jest.mocked(getInstance).mockReturnValue({
      name: 'host',
      options: { shared: { 'shared-ui': [{ from: 'host', version: sharedUi }] } },
    } as unknown as ReturnType<typeof getInstance>);

  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    manifests['http://cdn.test/groups/new/mf-manifest.json'] = {
      metaData: { buildInfo: { buildVersion: 'new' } },
      shared: [{ name: 'shared-ui', version: '0.6.0', requiredVersion: '^0.6.0' }],
    };
    registerRemoteManifests({ groups: 'http://cdn.test/groups/new/mf-manifest.json' });
  });

  it('refuses a remote requiring a newer shared-ui than the shell has, before loading any of it', async () => {
    provide('0.5.0');
    const load = loadRouteModule({ remote: 'groups', module: './Groups', id: 'groups' });
    await expect(load).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(load).rejects.toMatchObject({
      remote: 'groups',
      problems: [{ name: 'shared-ui', required: '^0.6.0', provided: '0.5.0' }],
    });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads it when the shell satisfies it, and names its release', async () => {
    provide('0.6.1');
    const Screen = () => null;
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: Screen });
    await expect(
      loadRouteModule({ remote: 'groups', module: './Groups', id: 'groups' }),
    ).resolves.toEqual({ default: Screen });
    await expect(remoteRelease('groups')).resolves.toBe('new');
  });

  it("loads the remote's module alone: the shell's shared-ui families wait until a screen asks for them", async () => {
    jest.mocked(getInstance).mockReturnValue({
      name: 'host',
      options: {
        shared: {
          'shared-ui': [{ from: 'host', version: '0.6.1' }],
          'shared-ui/lists': [{ from: 'host', version: '0.6.1' }],
          'shared-ui/overlays': [{ from: 'host', version: '0.6.1' }],
        },
      },
    } as unknown as ReturnType<typeof getInstance>);
    manifests['http://cdn.test/groups/lists/mf-manifest.json'] = {
      shared: [
        { name: 'shared-ui', version: '0.6.1', requiredVersion: '^0.6.0' },
        { name: 'shared-ui/lists', version: '0.6.1', requiredVersion: '^0.6.0' },
        { name: 'shared-ui/overlays', version: '0.6.1', requiredVersion: '^0.6.0' },
      ],
    };
    registerRemoteManifests({ groups: 'http://cdn.test/groups/lists/mf-manifest.json' });
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => null });
    await loadRouteModule({ remote: 'groups', module: './Groups', id: 'groups' });
    expect(jest.mocked(loadRemote).mock.calls).toEqual([['groups/Groups']]);
    for (const load of Object.values(SHELL_SHARED_KEYS)) expect(load).not.toHaveBeenCalled();
  });
});
