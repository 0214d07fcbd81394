// The page's Module Federation runtime, for the remotes built without one (tooling/shared-runtime.cjs),
// which read it from two globals (webpack externals of their builds):
// - `_FEDERATION_RUNTIME_CORE`: `@module-federation/runtime-core`;
// - `_FEDERATION_BUNDLER_RUNTIME`: the webpack bundler runtime's `federation` object, whose
//   functions (consumes, remotes, sharing...) take the container's own webpack require, so that
//   every container of the page can run on one copy (a remote adds its own `runtime` module and
//   container init: bundler-runtime.js).
// Imported by the host's runtime plugin (provide.js), which resolves both to the very modules its
// runtime bundles anyway (no byte added), and by a remote's own page (standalone.js).
import * as runtimeCore from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime/bundler';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
globalThis._FEDERATION_BUNDLER_RUNTIME ??= federation;
