/**
 * @jest-environment node
 */
// What webpack prints while it takes an app's config (tooling/federation.cjs): in Node, as webpack
// runs (its HTTP client does not load under jsdom).
// The build tooling is plain CommonJS outside the packages.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFederatedConfig } = require('../../../tooling/federation.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require('webpack');

/** A console for webpack's infrastructure log that records what it would print. */
function recordingConsole() {
  const printed: unknown[][] = [];
  const record =
    (type: string) =>
    (...args: unknown[]) =>
      printed.push([type, ...args]);
  const quiet = () => {};
  const console = {
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    log: record('log'),
    debug: quiet,
    trace: quiet,
    group: quiet,
    groupCollapsed: quiet,
    groupEnd: quiet,
    profile: quiet,
    profileEnd: quiet,
    clear: quiet,
    status: quiet,
  };
  return { console, printed };
}

function hostCompiler(console: object) {
  const config = createFederatedConfig({ dir: `${__dirname}/../..`, name: 'host' })(
    {},
    { mode: 'production' },
  );
  // Creating the compiler applies the plugins: the manifest plugin checks publicPath then.
  return webpack({
    ...config,
    devServer: undefined,
    infrastructureLogging: { console, level: 'verbose' },
  });
}

it("prints no warning for the manifest's publicPath 'auto', which the suite relies on", () => {
  const { console, printed } = recordingConsole();
  hostCompiler(console);
  expect(printed).toEqual([]);
});

it("still prints the manifest plugin's other warnings", () => {
  const { console, printed } = recordingConsole();
  const compiler = hostCompiler(console);
  compiler.getInfrastructureLogger('Module Federation Manifest Plugin').warn('something else');
  expect(printed).toEqual([['warn', '[Module Federation Manifest Plugin] something else']]);
});
