const { createFederatedConfig } = require('../tooling/federation.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'host',
  title: 'LinguaDesk',
  runtimePlugins: [
    './src/federation/retry-plugin.ts',
    // Every container of the page takes the shell's singletons, fetched when first asked for.
    './src/federation/host-shares-plugin.ts',
    // Which release each loaded screen came from, for the line under it.
    './src/federation/origin-plugin.ts',
  ],
  // What index.html preloads for the first page.
  firstPage: require('./first-page.cjs'),
});
