import {
  getInstance,
  loadRemote,
  loadShare,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readRemotes } from '../config/runtime-config';
import { IncompatibleRemoteError } from '../federation/compatibility';
import { originPlugin } from '../federation/origin-plugin';
import { SHELL_SHARED_KEYS } from '../federation/shell-keys';

// The shell's tests stand this module in with federation/__mocks__; here it is the real one, over
// a stand-in for the Module Federation runtime.
const {
  loadRouteModule,
  loadRoutePrefetch,
  onReleaseChange,
  pendingRefresh,
  readRouteManifest,
  refreshRemotes,
  registerRemoteManifests,
  releaseOf,
} = jest.requireActual<typeof import('../federation/remotes')>('../federation/remotes');

/**
 * What the runtime's onLoad hook tells the plugin: the module, and the remoteEntry.js its module
 * instance loaded (the script beside the release's manifest, `entry`).
 */
function loadedFrom<T extends object>(entry: string, module: T): T {
  const onLoad = originPlugin.onLoad as (args: unknown) => void;
  const script = entry.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  onLoad({ exposeModule: module, moduleInstance: { remoteInfo: { entry: script } } });
  return module;
}

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Every callback queued so far has run (reads and loads are stand-ins here: no I/O). */
const flush = () => new Promise((done) => setTimeout(done, 0));

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  loadShare: jest.fn(() => Promise.resolve(false)),
  getInstance: jest.fn(),
}));

jest.mock('../config/runtime-config', () => {
  const actual = jest.requireActual('../config/runtime-config');
  return { ...actual, readRemotes: jest.fn(actual.readRemotes) };
});

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
      loadRouteModule({ remote: 'people', module: './Certificates', id: 'certificates' }),
    ).rejects.toThrow('Remote "people" did not provide "Certificates"');
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
    const entry = 'http://cdn.test/groups/new/mf-manifest.json';
    const screen = { default: () => null };
    jest.mocked(loadRemote).mockImplementationOnce(async () => loadedFrom(entry, screen));
    const module = await loadRouteModule({ remote: 'groups', module: './Groups', id: 'groups' });
    expect(module).toBe(screen);
    await expect(releaseOf(module)).resolves.toEqual({ entry, release: 'new' });
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

  it("asks for the shell's copies of what the route's code takes beside that code, before its manifest is read", async () => {
    jest.mocked(getInstance).mockReturnValue({
      name: 'host',
      options: {
        shared: {
          'shared-ui/lists': [{ from: 'host', version: '0.6.1' }],
          'chart.js': [{ from: 'groups', version: '4.0.0' }],
        },
      },
    } as unknown as ReturnType<typeof getInstance>);
    const manifest = deferred();
    server.use(
      http.get('http://cdn.test/groups/held/mf-manifest.json', async () => {
        await manifest.promise;
        return HttpResponse.json({ shared: [] });
      }),
    );
    registerRemoteManifests({ groups: 'http://cdn.test/groups/held/mf-manifest.json' });
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => null });
    const load = loadRouteModule({
      remote: 'groups',
      module: './Groups',
      id: 'groups',
      shared: ['shared-ui/lists', 'chart.js', 'unknown'],
    });
    // The page's own copy only: another container's, or a key nobody provides, is the code's to ask.
    expect(jest.mocked(loadShare).mock.calls).toEqual([['shared-ui/lists']]);
    expect(loadRemote).not.toHaveBeenCalled();
    manifest.resolve();
    await load;
  });
});

describe('a deploy while a remote loads', () => {
  const A = 'http://cdn.test/calls/a/mf-manifest.json';
  const B = 'http://cdn.test/calls/b/mf-manifest.json';
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest
      .mocked(getInstance)
      .mockReturnValue(undefined as unknown as ReturnType<typeof getInstance>);
    manifests[A] = { metaData: { buildInfo: { buildVersion: 'a' } } };
    manifests[B] = { metaData: { buildInfo: { buildVersion: 'b' } } };
    registerRemoteManifests({ calls: A });
    jest.mocked(registerRemotes).mockClear();
  });

  it("registers the remote's new address only once the load under way has settled", async () => {
    const arrival = deferred<object>();
    jest.mocked(loadRemote).mockReturnValueOnce(arrival.promise);
    const load = loadRouteModule({ remote: 'calls', module: './Calls', id: 'calls' });
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('calls/Calls'));

    const read = deferred<Record<string, string> | null>();
    jest.mocked(readRemotes).mockReturnValueOnce(read.promise);
    const refresh = refreshRemotes();
    read.resolve({ calls: B });
    await flush();
    // remotes.json names B, but the runtime would replace the container the load is getting.
    expect(registerRemotes).not.toHaveBeenCalled();

    arrival.resolve(loadedFrom(A, { default: () => null }));
    await load;
    await refresh;
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'calls', entry: B }], { force: true });
  });

  it('starts a load asked for during a read of remotes.json from the address that read gives', async () => {
    const read = deferred<Record<string, string> | null>();
    jest.mocked(readRemotes).mockReturnValueOnce(read.promise);
    const refresh = refreshRemotes();
    jest.mocked(loadRemote).mockImplementationOnce(async () =>
      // The runtime loads from the address registered when it is asked.
      loadedFrom(jest.mocked(registerRemotes).mock.calls.length ? B : A, { default: () => null }),
    );
    const load = loadRoutePrefetch({ remote: 'calls', id: 'calls', prefetch: './prefetch' });
    await flush();
    expect(loadRemote).not.toHaveBeenCalled();

    read.resolve({ calls: B });
    await refresh;
    await load;
    expect(loadRemote).toHaveBeenCalledWith('calls/prefetch');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('names the release a module really came from, not the address remotes.json gives now', async () => {
    const screen = loadedFrom(A, { default: () => null });
    jest.mocked(loadRemote).mockResolvedValueOnce(screen);
    const module = await loadRouteModule({ remote: 'calls', module: './Calls', id: 'calls' });
    deployment = { calls: B };
    await refreshRemotes();

    await expect(releaseOf(module)).resolves.toEqual({ entry: A, release: 'a' });
    await expect(releaseOf({ default: () => null })).resolves.toBeNull();
  });

  it("tells who listens which remote's release changed, and reads its route manifest there", async () => {
    const changes: [string, string][] = [];
    const stop = onReleaseChange((remote, entry) => changes.push([remote, entry]));
    deployment = { calls: A };
    await refreshRemotes();
    expect(changes).toEqual([]);
    deployment = { calls: B };
    await refreshRemotes();
    stop();
    expect(changes).toEqual([['calls', B]]);

    manifests['http://cdn.test/calls/b/routes.json'] = { version: 1, routes: [] };
    await expect(readRouteManifest(B)).resolves.toEqual({ version: 1, routes: [] });
  });
});
