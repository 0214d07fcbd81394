// Lint for the whole workspace. Besides code quality it enforces the layering of docs/architecture.md:
// who may import whom, no deep imports into another package, and Chakra only through shared-ui.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import jest from 'eslint-plugin-jest';
import globals from 'globals';
import fs from 'node:fs';
import { fileNamesRule } from './tooling/eslint/file-names.mjs';
import { routeDeclarationsRule } from './tooling/eslint/route-declarations.mjs';
import { reexportRule } from './tooling/eslint/shared-reexport.mjs';
import { noLiteralTextRule } from './tooling/eslint/no-literal-text.mjs';

const ours = [
  'shared-i18n',
  'shared-domain',
  'shared-auth',
  'shared-ui',
  'host',
  'remote-people',
  'remote-groups',
  'remote-calls',
  'remote-schedule',
  'remote-student',
  'api',
  'e2e',
  'test-support',
];

/** Where each package lives: at the top level, but for the dev-only test support under tooling/. */
const dirOf = (pkg) => (pkg === 'test-support' ? 'tooling/test-support' : pkg);

/** May-import table of docs/architecture.md#packages-and-layering; anything of ours not listed is forbidden. */
const allowed = {
  'shared-i18n': [],
  'shared-domain': ['shared-i18n'],
  'shared-auth': ['shared-i18n', 'shared-domain'],
  'shared-ui': ['shared-i18n', 'shared-domain', 'shared-auth'],
  host: ['shared-i18n', 'shared-domain', 'shared-auth', 'shared-ui'],
  'remote-people': ['shared-i18n', 'shared-domain', 'shared-auth', 'shared-ui'],
  'remote-groups': ['shared-i18n', 'shared-domain', 'shared-auth', 'shared-ui'],
  'remote-calls': ['shared-i18n', 'shared-domain', 'shared-auth', 'shared-ui'],
  'remote-schedule': ['shared-i18n', 'shared-domain', 'shared-auth', 'shared-ui'],
  'remote-student': ['shared-i18n', 'shared-domain', 'shared-auth', 'shared-ui'],
  api: ['shared-i18n', 'shared-domain'],
  e2e: [],
  // Screen-test support: dev only, see testsMayAlsoImport.
  'test-support': ['shared-i18n', 'shared-domain', 'shared-auth', 'shared-ui'],
};

/**
 * Test files of these packages may import test-support too, and so may a remote's src/mock/ (which
 * starts the one mock centre; only a `dev --mock` build loads it); their production code never.
 */
const testsMayAlsoImport = {
  host: ['test-support'],
  'remote-people': ['test-support'],
  'remote-groups': ['test-support'],
  'remote-calls': ['test-support'],
  'remote-schedule': ['test-support'],
  'remote-student': ['test-support'],
};
const testFiles = ['src/**/__tests__/**', 'src/**/*.test.{ts,tsx}', 'src/mock/**'];

/** Subpaths each package publishes (its package.json `exports`): the only deep imports allowed. */
const publishedSubpaths = [
  'shared-i18n',
  'shared-domain',
  'test-support',
  'shared-ui',
  'shared-auth',
].flatMap((pkg) =>
  Object.keys(
    JSON.parse(fs.readFileSync(new URL(`./${dirOf(pkg)}/package.json`, import.meta.url), 'utf8'))
      .exports ?? {},
  )
    .filter((subpath) => subpath !== '.')
    .map((subpath) => `${pkg}${subpath.slice(1)}`),
);

/**
 * The test and demo data (shared-domain/factory): for tests, the mock centre and the API's demo
 * seed, never in what an app ships.
 */
const TEST_DATA = 'shared-domain/factory';
const testDataFiles = [
  ...Object.keys(testsMayAlsoImport).flatMap((pkg) => testFiles.map((glob) => `${pkg}/${glob}`)),
  'shared-domain/src/**/__tests__/**',
  'shared-domain/src/factory/**',
  'shared-auth/src/**/__tests__/**',
  'shared-ui/src/**/__tests__/**',
  'tooling/test-support/**',
  'api/src/seed/**',
  'api/src/seed.ts',
  'api/test/**',
  'api/bench/**',
  'api/load/**',
  'api/security/**',
];

function restrictions(pkg, may) {
  const forbidden = ours.filter((p) => p !== pkg && !may.includes(p));
  // Regexes anchored on the whole specifier, so a feature's own `./api/...` folder is not taken
  // for the `api` package.
  const patterns = [
    {
      regex: `^(${forbidden.join('|')})(/.*)?$`,
      message: `${pkg} may import only: ${may.join(', ') || 'nothing of ours'} (docs/architecture.md).`,
    },
  ];
  if (may.length) {
    patterns.push({
      // Only the subpaths a package publishes (publishedSubpaths).
      regex: `^(?!(${publishedSubpaths.join('|')})$)(${may.join('|')})/.+$`,
      message: `Import a package by its name only, never a deep path (its published subpaths aside: ${publishedSubpaths.join(', ')}).`,
    });
  }
  if (pkg !== 'shared-ui') {
    patterns.push({
      group: ['@chakra-ui/*', '@emotion/*'],
      message: 'Chakra reaches apps only through shared-ui (one themed instance).',
    });
  }
  patterns.push({
    regex: `^${TEST_DATA}$`,
    message: `${TEST_DATA} is test and demo data: tests, the mock centre and the API's seed only.`,
  });
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/** The same, with the test and demo data allowed. */
function testRestrictions(pkg, may) {
  const rules = restrictions(pkg, may);
  const [level, { patterns }] = rules['no-restricted-imports'];
  const allowed = patterns.filter((pattern) => pattern.regex !== `^${TEST_DATA}$`);
  return { 'no-restricted-imports': [level, { patterns: allowed }] };
}

const layering = [
  ...Object.entries(allowed).map(([pkg, may]) => ({
    files: [`${dirOf(pkg)}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: restrictions(pkg, may),
  })),
  ...Object.entries(allowed).map(([pkg, may]) => ({
    files: testDataFiles.filter((glob) => glob.startsWith(`${dirOf(pkg)}/`)),
    rules: testRestrictions(pkg, may),
  })),
  ...Object.entries(testsMayAlsoImport).map(([pkg, extra]) => ({
    files: testFiles.map((glob) => `${dirOf(pkg)}/${glob}`),
    rules: testRestrictions(pkg, [...allowed[pkg], ...extra]),
  })),
].filter((block) => block.files.length);

/**
 * Every remote has the same shape, `src/features/<feature>/{api,components,hooks}`: a feature
 * reaches another only through that feature's index.ts, never into its folders; and an endpoint
 * file of `api/` holds its fetcher and query options, no React and no hooks (those are in hooks/).
 */
const remotes = ours.filter((pkg) => pkg.startsWith('remote-'));

function featuresOf(remote) {
  // From this file's folder, so eslint may be run from any folder of the repository.
  const dir = new URL(`./${remote}/src/features`, import.meta.url);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const featureZones = remotes.flatMap((remote) => {
  const features = featuresOf(remote);
  return features
    .filter(() => features.length > 1)
    .map((feature) => ({
      target: features
        .filter((other) => other !== feature)
        .map((other) => `./${remote}/src/features/${other}`),
      from: `./${remote}/src/features/${feature}`,
      except: ['./index.ts'],
      message: `Another feature reaches ${feature} only through its index.ts.`,
    }));
});

const featureShape = [
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  ...remotes.map((remote) => {
    const [, { patterns }] = restrictions(remote, allowed[remote])['no-restricted-imports'];
    return {
      files: [`${remote}/src/features/*/api/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns,
            paths: [
              { name: 'react', message: 'An endpoint file has no React: hooks go in hooks/.' },
              {
                name: '@tanstack/react-query',
                importNames: [
                  'useQuery',
                  'useQueries',
                  'useSuspenseQuery',
                  'useInfiniteQuery',
                  'useMutation',
                  'useQueryClient',
                ],
                message:
                  'An endpoint file exports its fetcher and query options; hooks go in hooks/.',
              },
            ],
          },
        ],
      },
    };
  }),
];

/** The packages with React code: hooks and accessibility rules apply to them. */
const reactDirs = [
  'host',
  'remote-people',
  'remote-groups',
  'remote-calls',
  'remote-schedule',
  'remote-student',
  'shared-ui',
  'shared-auth',
  'tooling/test-support',
];

/** Jest test code: test files anywhere, the API's tests, and the screen-test support package. */
const jestFiles = [
  '**/__tests__/**/*.{ts,tsx}',
  '**/*.test.{ts,tsx}',
  'api/test/**/*.ts',
  'tooling/test-support/src/**/*.{ts,tsx}',
  'host/src/test/**/*.{ts,tsx}',
];
/** Testing Library's rules: the jsdom React tests (not the API's, not shared-domain's node ones). */
const reactTestFiles = [
  ...reactDirs.flatMap((dir) => [`${dir}/**/__tests__/**/*.{ts,tsx}`, `${dir}/**/*.test.{ts,tsx}`]),
  'tooling/test-support/src/**/*.{ts,tsx}',
  'host/src/test/**/*.{ts,tsx}',
];
// e2e/ runs on @playwright/test: its specs are no jest tests, whatever their names.
const notE2e = ['e2e/**'];

/** The element each Chakra component of shared-ui renders, for jsx-a11y. */
const chakraElements = {
  Box: 'div',
  Flex: 'div',
  Stack: 'div',
  HStack: 'div',
  VStack: 'div',
  Center: 'div',
  Wrap: 'div',
  SimpleGrid: 'div',
  Group: 'div',
  'Card.Root': 'div',
  'Toast.Root': 'div',
  'chakra.div': 'div',
  'chakra.form': 'form',
  Text: 'p',
  Heading: 'h2',
  Button: 'button',
  IconButton: 'button',
  CloseButton: 'button',
  Input: 'input',
  // Not Link: the name is react-router's too (it renders an <a href> from `to`), and Chakra's Link
  // is only ever drawn asChild around react-router's.
};

const bugCatchers = [
  {
    files: reactDirs.map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: reactDirs.map((dir) => `${dir}/**/*.tsx`),
    ...jsxA11y.flatConfigs.recommended,
    settings: {
      // The screens draw Chakra components, not bare elements: tell the rules which element each
      // renders (and that `as` changes it), or they would check almost nothing.
      'jsx-a11y': { polymorphicPropName: 'as', components: chakraElements },
    },
  },
  {
    files: jestFiles,
    ignores: notE2e,
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/no-disabled-tests': 'error',
      'jest/no-focused-tests': 'error',
      'jest/valid-expect': 'error',
      'jest/no-conditional-expect': 'error',
      // The tests' own assertion helpers are named expect… (expectError, expectThrottled...).
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
    },
  },
  {
    files: reactTestFiles,
    ignores: notE2e,
    ...testingLibrary.configs['flat/react'],
  },
];

/**
 * The re-export guards (tooling/eslint/shared-reexport.mjs) on code the build bundles, the mock
 * centres included; jest's files are left out, since jest resolves the real packages.
 */
const routerGuard = {
  files: [...reactDirs.map((dir) => `${dir}/**/*.{ts,tsx}`)],
  ignores: [
    '**/__tests__/**',
    '**/*.test.{ts,tsx}',
    'host/src/test/**',
    'tooling/test-support/src/*.{ts,tsx}',
  ],
  plugins: {
    linguadesk: {
      rules: { 'router-reexport': reexportRule('router'), 'query-reexport': reexportRule('query') },
    },
  },
  rules: { 'linguadesk/router-reexport': 'error', 'linguadesk/query-reexport': 'error' },
};

/** File names: hooks in use-kebab-case, capitalised files as PascalCase .tsx components. */
const fileNames = {
  files: ['**/*.{ts,tsx}'],
  plugins: { local: { rules: { 'file-names': fileNamesRule } } },
  rules: { 'local/file-names': 'error' },
};

/** A remote's screens leave their guard and page title to the route manifest (src/routes.json). */
const routeDeclarations = {
  files: ['remote-*/src/{exposes,features}/**/*.{ts,tsx}'],
  plugins: { routes: { rules: { 'no-own-guard-or-title': routeDeclarationsRule } } },
  rules: { 'routes/no-own-guard-or-title': 'error' },
};

/**
 * Text a user reads comes from a catalogue (docs/i18n.md), in the screens' code; tests, mock
 * centres and the remotes' own dev pages are exempt.
 */
const literalText = {
  files: ['{host,shared-ui,shared-auth,remote-*}/src/**/*.tsx'],
  ignores: ['**/__tests__/**', '**/*.test.tsx', '**/src/mock/**', 'host/src/test/**'],
  plugins: { i18n: { rules: { 'no-literal-text': noLiteralTextRule } } },
  rules: { 'i18n/no-literal-text': 'error' },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', 'releases/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser, ...globals.jest },
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      // Another package by its name, never by a relative path.
      'import-x/no-relative-packages': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...layering,
  ...featureShape,
  ...bugCatchers,
  routerGuard,
  fileNames,
  routeDeclarations,
  literalText,
  {
    // The host's and shared-auth's test helpers import test-support's fake API by a relative path
    // (test-support depends on shared-auth), as do the tests that follow an entry's imports.
    files: [
      'host/src/test/apiServer.ts',
      'shared-auth/src/__tests__/support/fake-api.ts',
      'host/src/__tests__/login-failure.test.ts',
      'host/src/__tests__/data-layer.test.tsx',
      'shared-auth/src/__tests__/lazy-client.test.ts',
      'shared-auth/src/__tests__/subpaths-read-the-entry.test.ts',
      'shared-ui/src/__tests__/share-keys.test.ts',
      'shared-ui/src/__tests__/early-get.test.ts',
    ],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // The compatibility check is one plain-JS file the Node scripts (the deploy's gate, the
    // contract check) require as it is, and the shell imports by its path.
    files: ['host/src/federation/compatibility.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
);
