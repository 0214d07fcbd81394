// Jest settings of every React package (shared-ui, host, the remotes): the workspace preset,
// the jsdom environment with browser globals, jest-dom's matchers, and no update outside act().
const path = require('path');

const base = require('../../jest.preset.cjs');

// MSW 3 and the packages it is built on ship ES modules only: SWC turns them into CommonJS too.
const ESM_ONLY = [
  'ky',
  'msw',
  '@mswjs',
  '@msw',
  '@open-draft',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'until-async',
  'rettime',
  'is-node-process',
  'cookie',
  'tough-cookie',
  'tldts',
  'tldts-core',
  'type-fest',
];

const [[, swc]] = Object.entries(base.transform);

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [
    `/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.map((name) => name.replace('/', '\\/')).join('|')})[@/+])`,
  ],
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  // Node's entry points, not the browser's: msw/node (and what it is built on) has no browser
  // build, and jsdom runs in Node anyway (jest-fixed-jsdom does the same).
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFiles: [path.join(__dirname, 'polyfills.cjs')],
  setupFilesAfterEnv: [
    '@testing-library/jest-dom',
    path.join(__dirname, 'testing-library.cjs'),
    path.join(__dirname, 'act-warnings.cjs'),
  ],
  // Typing through user-event on a loaded machine can pass jest's 5 s default.
  testTimeout: 30000,
};
