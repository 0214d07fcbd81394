// Module Federation runtime plugin of the host: every singleton the shell provides (React, React
// DOM, the router module, shared-auth, TanStack Query, each shared-ui key...) is taken from the
// shell, by every container of the page, and fetched only when first asked for.
//
// Why the runtime alone does not do it. All apps share one share scope. Each key has one entry per
// version; the host registers its entries first (at start), each with a lazy `get`, and a remote
// registering the same version keeps the host's (shareStrategy 'loaded-first'). But:
// - a singleton is resolved to the entry already loaded if any, otherwise to the highest version:
//   a remote built with a newer shared-ui patch (0.7.1 against the shell's 0.7.0, which its
//   `^0.7.0` accepts) wins every key the shell has not loaded yet, and brings its own Chakra
//   ("wrap within ChakraProvider");
// - the container that first loads an entry records itself as the entry's `from` (the runtime's
//   setShared), so a key first needed by a remote's screen reads as that remote's even though the
//   shell's code ran (what the singletons walk saw, and what the shell used to answer by loading its
//   own copy of each shared-ui family before every remote's screen: ~50 KB on screens that open
//   no dialog).
// This plugin answers both in the runtime's `resolveShare` hook, registered for every container
// of the page (a global plugin, applied to each remote's runtime as it starts): a key the shell
// provides as a singleton resolves to the shell's entry, whichever container asks, and when it is
// not loaded yet the shell's own `get` starts here, on the entry, so it stays the shell's. Keys the
// shell does not provide, or provides as no singleton (shared-domain: a remote
// needing a newer one still gets its own), resolve as the runtime says.
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
