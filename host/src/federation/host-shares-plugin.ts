// Runtime plugin of the host: every singleton the shell provides is taken from the shell by every
// container of the page, and fetched only when first asked for. Left to the runtime, a remote with
// a newer patch of shared-ui would win the keys the shell has not loaded yet, with its own Chakra.
import {
  registerGlobalPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/** What the runtime keeps per version of a key in a share scope (the fields read here). */
export interface ShareEntry {
  version: string;
  from: string;
  get: () => unknown;
  lib?: (() => unknown) | null;
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  shareConfig?: { singleton?: boolean };
  scope?: string[];
}

type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

interface ShellShares {
  /** The shell's share scopes, shared by reference with every remote it initialises. */
  scopes: ShareScopeMap;
  /** Each singleton key the shell provides, with the version it provides. */
  versions: Map<string, string>;
}

/**
 * Starts the shell's own load of `entry` (once; again after a failure, so a Retry fetches again)
 * the way the runtime does, but without recording the asking container as the entry's provider.
 */
function startLoading(entry: ShareEntry): void {
  if (entry.lib || entry.loading) return;
  const loading = Promise.resolve(entry.get()).then(
    (factory) => {
      entry.lib = factory as () => unknown;
      entry.loaded = true;
      return factory;
    },
    (error: unknown) => {
      entry.loading = null;
      throw error;
    },
  );
  entry.loading = loading;
}

/** The resolveShare hook, for every container: the shell's entry of each key it provides. */
export function preferShellShares(shell: () => ShellShares | null): ModuleFederationRuntimePlugin {
  return {
    name: 'linguadesk-prefer-shell-shares',
    resolveShare(args) {
      const provided = shell();
      // Only in the shell's scope (a remote's runtime holds the very scope object the shell gave it).
      const scope = provided?.scopes[args.scope];
      if (!provided || !scope || args.shareScopeMap[args.scope] !== (scope as unknown)) return args;
      const version = provided.versions.get(args.pkgName);
      const entry = version === undefined ? undefined : scope[args.pkgName]?.[version];
      if (!entry) return args;
      args.resolver = () => {
        startLoading(entry);
        return { shared: entry as never, useTreesShaking: false };
      };
      return args;
    },
  };
}

/** The host's runtime plugin (host/webpack.config.cjs): reads what the shell provides at init. */
export default function hostSharesPlugin(): ModuleFederationRuntimePlugin {
  let shell: ShellShares | null = null;
  return {
    name: 'linguadesk-host-shares',
    init({ origin, options }) {
      const versions = new Map<string, string>();
      for (const [key, infos] of Object.entries(options.shared)) {
        const own = infos.find(
          (info) => info.from === options.name && info.shareConfig?.singleton === true,
        );
        if (own) versions.set(key, own.version);
      }
      shell = { scopes: origin.shareScopeMap as unknown as ShareScopeMap, versions };
      registerGlobalPlugins([preferShellShares(() => shell)]);
    },
  };
}
