// The federation runtime core of a remote's own page (index.html loads this script before
// main.js; tooling/shared-runtime.cjs): in the host's page the host provides it instead.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
