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
// The CommonJS indexes of Chakra and Ark UI, made lazy (lazy-reexports.cjs); their other files are
// loaded as they are.
const LAZY_INDEXES = '/@(chakra|ark)-ui/react/dist/(.+/)?(index|anatomy)\\.cjs$';
const LAZY_PACKAGES = ['@chakra-ui', '@ark-ui'];
// Plain data that every test file would build again, built once per worker (once-per-worker.cjs):
// Chakra's theme, and the ARIA tables Testing Library and jest-dom read.
const ONCE_PER_WORKER = [
  '@chakra-ui/react/dist/cjs/theme/index\\.cjs',
  'aria-query/lib/index\\.js',
];
const ONCE_PER_WORKER_FILES = `/(${ONCE_PER_WORKER.join('|')})$`;

const [[, swc]] = Object.entries(base.transform);

module.exports = {
  ...base,
  transform: {
    [ONCE_PER_WORKER_FILES]: path.join(__dirname, 'once-per-worker.cjs'),
    [LAZY_INDEXES]: path.join(__dirname, 'lazy-reexports.cjs'),
    ...base.transform,
    '^.+\\.mjs$': swc,
  },
  // Transformed in node_modules: the ES-module packages, Chakra's and Ark UI's files, and the
  // once-per-worker files.
  transformIgnorePatterns: [
    `/node_modules/(?!(\\.pnpm/)?(${[...ESM_ONLY, ...LAZY_PACKAGES].map((name) => name.replace('/', '\\/')).join('|')})[@/+]|(\\.pnpm/[^/]+/node_modules/)?(${ONCE_PER_WORKER.join('|')})$)`,
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
  // Bounds a test on a machine whose other core is busy; above Testing Library's wait
  // (testing-library.cjs), so an element that never shows fails with Testing Library's message.
  testTimeout: 10000,
};
