const { createFederatedConfig } = require('../tooling/federation.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'groups',
  title: 'LinguaDesk | Groups',
  exposes: {
    './Groups': './src/exposes/Groups.tsx',
    './GroupAttendance': './src/exposes/GroupAttendance.tsx',
    './GroupEvaluation': './src/exposes/GroupEvaluation.tsx',
    './prefetch': './src/exposes/prefetch.ts',
  },
});
