// A remote's Module Federation bundler runtime (tooling/shared-runtime.cjs): what its build's
// federation entry imports in place of `@module-federation/webpack-bundler-runtime`'s bundler.js.
// The functions come from the page (the host's, or the remote's own page's federation-runtime-core.js:
// page-runtime.js); two stay the remote's own:
// - `runtime.init` (`@module-federation/runtime`'s, which the bundler runtime's init calls): it
//   records the container it creates as its module's instance (the one that module's loadRemote
//   and registerRemotes act on) and finds an existing one by its build's identifier, so the host's
//   would hand a remote the host's container, or make the remote's the host's;
// - `initContainerEntry`: a host exposes nothing, so its build leaves it out.
import { init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const page = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!page) {
  throw new Error(
    'No federation bundler runtime in this page: this remote needs a host built with tooling/shared-runtime.cjs',
  );
}

export default {
  ...page,
  runtime: { ...page.runtime, init },
  bundlerRuntime: { ...page.bundlerRuntime, initContainerEntry },
  bundlerRuntimeOptions: {},
};
