const { createFederatedConfig } = require('../tooling/federation.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'people',
  title: 'LinguaDesk | People',
  exposes: {
    './Students': './src/exposes/Students.tsx',
    './Staff': './src/exposes/Staff.tsx',
    './Overview': './src/exposes/Overview.tsx',
    './Imports': './src/exposes/Imports.tsx',
    './Reports': './src/exposes/Reports.tsx',
    './prefetch': './src/exposes/prefetch.ts',
  },
});
