// The federation runtime of a remote's own page (index.html loads this script before main.js;
// tooling/shared-runtime.cjs): in the host's page the host provides it instead.
import './page-runtime.js';
