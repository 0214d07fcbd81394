// Runtime plugin of the host (host/webpack.config.cjs): records which release each exposed module
// the runtime hands over really came from, for the release line under a screen. Given to the
// runtime at build time: a plugin registered on the running instance makes it load every shared
// module of a remote at once.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const MANIFEST_FILE = 'mf-manifest.json';

/** The manifest address of the release each exposed module came from. */
const origins = new WeakMap<object, string>();

/**
 * The mf-manifest.json of the release whose container a module came from. The runtime's module
 * knows the remoteEntry.js it loaded (its manifest resolved); every release, and a remote's own
 * server, has its manifest beside that script.
 */
export function manifestBeside(entry: string): string {
  return /\.json(?:[?#]|$)/.test(entry) ? entry : new URL(MANIFEST_FILE, entry).href;
}

/** Where `module` came from, if the runtime handed it over in this page. */
export function originOf(module: object): string | undefined {
  return origins.get(module);
}

export const originPlugin: ModuleFederationRuntimePlugin = {
  name: 'linguadesk-remote-origin',
  onLoad({ exposeModule, moduleInstance }) {
    if (exposeModule && typeof exposeModule === 'object') {
      origins.set(exposeModule, manifestBeside(moduleInstance.remoteInfo.entry));
    }
  },
};

export default function remoteOriginPlugin(): ModuleFederationRuntimePlugin {
  return originPlugin;
}
