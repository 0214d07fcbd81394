const { createFederatedConfig } = require('../tooling/federation.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'calls',
  title: 'LinguaDesk | Calls',
  exposes: {
    './Calls': './src/exposes/Calls.tsx',
    './prefetch': './src/exposes/prefetch.ts',
  },
});
