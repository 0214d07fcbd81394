const { createFederatedConfig } = require('../tooling/federation.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'student',
  title: 'LinguaDesk | Student dashboard',
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './prefetch': './src/exposes/prefetch.ts',
  },
});
