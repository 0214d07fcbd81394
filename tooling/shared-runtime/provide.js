// A Module Federation runtime plugin of the host (tooling/shared-runtime.cjs): it hands the host's
// own federation runtime (its core and its webpack bundler runtime) to the remotes, whose
// remoteEntry.js is built without them and reads them from the page's globals (page-runtime.js).
// The imports there resolve to the very modules the host's runtime already bundles, so providing
// them costs the host no byte (Module Federation's own provideExternalRuntime bundles a second copy
// of the core: +24 KB).
import './page-runtime.js';

export default function provideRuntimeCore() {
  return { name: 'linguadesk-provide-runtime-core' };
}
