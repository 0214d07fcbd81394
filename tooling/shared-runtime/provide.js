// A Module Federation runtime plugin of the host (tooling/shared-runtime.cjs): it hands the host's
// own federation runtime core to the remotes, whose remoteEntry.js is built without one and reads
// it from `_FEDERATION_RUNTIME_CORE` (webpack's external of `@module-federation/runtime-core`).
// The import below resolves to the very module the host's runtime already bundles, so providing
// it costs the host no byte (Module Federation's own provideExternalRuntime bundles a second
// copy: +24 KB).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;

export default function provideRuntimeCore() {
  return { name: 'linguadesk-provide-runtime-core' };
}
