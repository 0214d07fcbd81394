// The host's runtime plugin against the real Module Federation runtime: a shell and a remote
// container on one share scope, as in the page (the remote is initialised with the shell's scope).
import {
  ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import hostSharesPlugin from '../federation/host-shares-plugin';

type Share = {
  version: string;
  get: () => Promise<() => unknown>;
  shareConfig: { singleton: boolean; requiredVersion: string };
};

/** A copy of a module, by whom, and a `get` that counts its fetches. */
function copy(label: string, version: string, singleton = true) {
  const get = jest.fn(async () => () => ({ label }));
  const share: Share = { version, get, shareConfig: { singleton, requiredVersion: '^0.7.0' } };
  return { get, share };
}

function page({
  shell,
  remote,
  plugins = [],
}: {
  shell: Record<string, Share>;
  remote: Record<string, Share>;
  plugins?: ModuleFederationRuntimePlugin[];
}) {
  const host = new ModuleFederation({
    name: 'host',
    remotes: [],
    shared: shell,
    shareStrategy: 'loaded-first',
    plugins,
  });
  void host.initializeSharing('default', { strategy: 'loaded-first', from: 'build' });
  const groups = new ModuleFederation({
    name: 'groups',
    remotes: [],
    shared: remote,
    shareStrategy: 'loaded-first',
  });
  // What a remote's container does in its init: the shell's scope, then its own entries into it.
  groups.initShareScopeMap('default', host.shareScopeMap.default!);
  void groups.initializeSharing('default', { strategy: 'loaded-first', from: 'build' });
  return { host, groups };
}

const fromOf = (host: ModuleFederation, key: string) =>
  Object.values(host.shareScopeMap.default![key]!)
    .filter((entry) => entry.loaded || entry.lib)
    .map((entry) => entry.from);

afterEach(() => {
  const federation = (globalThis as { __FEDERATION__?: { __GLOBAL_PLUGIN__: unknown[] } })
    .__FEDERATION__;
  if (federation) federation.__GLOBAL_PLUGIN__.length = 0;
});

describe('hostSharesPlugin', () => {
  it("gives a remote the shell's copy of a singleton even when the remote's is newer, fetched when first asked for", async () => {
    const shell = copy('shell', '0.7.0');
    const remote = copy('remote', '0.7.1');
    const { host, groups } = page({
      shell: { 'shared-ui/overlays': shell.share },
      remote: { 'shared-ui/overlays': remote.share },
      plugins: [hostSharesPlugin()],
    });
    expect(shell.get).not.toHaveBeenCalled();

    const factory = await groups.loadShare<{ label: string }>('shared-ui/overlays');
    expect(factory && factory()).toEqual({ label: 'shell' });
    // The shell's own load, recorded as the shell's; the shell's next ask reuses it.
    expect(fromOf(host, 'shared-ui/overlays')).toEqual(['host']);
    await host.loadShare('shared-ui/overlays');
    expect(shell.get).toHaveBeenCalledTimes(1);
    expect(remote.get).not.toHaveBeenCalled();
  });

  it('without it, the runtime takes the newer copy of the remote (and credits the remote)', async () => {
    const shell = copy('shell', '0.7.0');
    const remote = copy('remote', '0.7.1');
    const { groups } = page({
      shell: { 'shared-ui/overlays': shell.share },
      remote: { 'shared-ui/overlays': remote.share },
    });
    const factory = await groups.loadShare<{ label: string }>('shared-ui/overlays');
    expect(factory && factory()).toEqual({ label: 'remote' });
    expect(shell.get).not.toHaveBeenCalled();
  });

  it("keeps the shell's copy of a key first loaded by a remote at the same version", async () => {
    const shell = copy('shell', '0.7.0');
    const remote = copy('remote', '0.7.0');
    const { host, groups } = page({
      shell: { 'shared-ui/lists': shell.share },
      remote: { 'shared-ui/lists': remote.share },
      plugins: [hostSharesPlugin()],
    });
    await Promise.all([groups.loadShare('shared-ui/lists'), groups.loadShare('shared-ui/lists')]);
    expect(fromOf(host, 'shared-ui/lists')).toEqual(['host']);
    expect(shell.get).toHaveBeenCalledTimes(1);
    expect(remote.get).not.toHaveBeenCalled();
  });

  it('lets a remote needing a newer copy of a library the shell shares as no singleton have its own', async () => {
    const shell = copy('shell', '7.0.0', false);
    const remote = copy('remote', '7.2.0', false);
    shell.share.shareConfig.requiredVersion = '^7.0.0';
    remote.share.shareConfig.requiredVersion = '^7.2.0';
    const { groups } = page({
      shell: { 'react-hook-form': shell.share },
      remote: { 'react-hook-form': remote.share },
      plugins: [hostSharesPlugin()],
    });
    const factory = await groups.loadShare<{ label: string }>('react-hook-form');
    expect(factory && factory()).toEqual({ label: 'remote' });
  });

  it('fetches again after a failed fetch (a Retry)', async () => {
    const shell = copy('shell', '0.7.0');
    shell.get.mockRejectedValueOnce(new Error('offline'));
    const remote = copy('remote', '0.7.0');
    const { groups } = page({
      shell: { 'shared-ui/forms': shell.share },
      remote: { 'shared-ui/forms': remote.share },
      plugins: [hostSharesPlugin()],
    });
    await expect(groups.loadShare('shared-ui/forms')).rejects.toThrow('offline');
    const factory = await groups.loadShare<{ label: string }>('shared-ui/forms');
    expect(factory && factory()).toEqual({ label: 'shell' });
    expect(shell.get).toHaveBeenCalledTimes(2);
    expect(remote.get).not.toHaveBeenCalled();
  });
});
