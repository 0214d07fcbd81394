const { createFederatedConfig } = require('../tooling/federation.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'schedule',
  title: 'LinguaDesk | Schedule',
  exposes: {
    './Schedule': './src/exposes/Schedule.tsx',
    './prefetch': './src/exposes/prefetch.ts',
  },
});
