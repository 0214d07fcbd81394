const { createFederatedConfig } = require('../tooling/federation.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'host',
  title: 'LinguaDesk',
  runtimePlugins: ['./src/federation/retry-plugin.ts'],
});
