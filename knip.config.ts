// knip (pnpm lint:unused): files, exports and dependencies nothing uses. Each ignore below is
// something used in a way knip cannot follow, and says how.
import type { KnipConfig } from 'knip';

/**
 * Every app's webpack config is tooling/federation.cjs, which loads the build plugins from the app
 * itself (createRequire), and shares zustand as a singleton: an app lists it so that it can
 * provide it to the others, though its own code reaches zustand through shared-auth.
 */
const FEDERATION_DEPENDENCIES = ['html-webpack-plugin', 'compression-webpack-plugin', 'zustand'];
/** tooling/jest/jsdom-environment.cjs resolves the jsdom environment from the package under test. */
const JEST_JSDOM = 'jest-environment-jsdom';

// src/index.ts, each package's `main`, is an entry without being listed.
const app = (entries: string[]) => ({
  entry: ['src/bootstrap.tsx', ...entries],
  project: ['src/**/*.{ts,tsx}'],
});
const remote = {
  // The exposed route modules and prefetch modules (webpack.config.cjs `exposes`), which the host
  // loads at run time.
  ...app(['src/exposes/*.{ts,tsx}']),
  // The Module Federation webpack plugin too comes from the app through tooling/federation.cjs.
  ignoreDependencies: [...FEDERATION_DEPENDENCIES, '@module-federation/enhanced', JEST_JSDOM],
};
/** A package other packages import: its entry's exports are its contract, reported when unused. */
const library = (ignoreDependencies: string[] = []) => ({
  project: ['src/**/*.{ts,tsx}'],
  includeEntryExports: true,
  ignoreDependencies,
});

const config: KnipConfig = {
  // An export its own file uses is live code (an endpoint file exports its fetcher,
  // docs/conventions.md); exports that nothing uses at all are reported.
  ignoreExportsUsedInFile: true,
  // poppler-utils' pdftotext, which the PDF tests read receipts with, is a Debian package (.ci/run).
  ignoreBinaries: ['pdftotext'],
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'tooling/*.cjs', 'tooling/jest/*.cjs'],
      project: ['scripts/**/*.mjs', 'tooling/*.cjs', 'tooling/jest/**'],
      // tooling/jest resolves these from the package under test, which lists them.
      ignoreDependencies: [JEST_JSDOM, '@testing-library/react'],
      // The typecheck of every package by environment (`pnpm typecheck`), with their global types.
      typescript: { config: ['tsconfig.web.json', 'tsconfig.api.json', 'tsconfig.e2e.json'] },
    },
    api: {
      // src/server.ts, src/seed.ts and src/create-admin.ts are entries as the package's scripts
      // run them; so are the benchmark, the load test and the security report.
      entry: ['bench/*.ts', 'load/*.ts', 'security/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'load/**/*.ts', 'security/**/*.ts'],
      // src/lib/pdf.ts reads Amiri's font files and their code point ranges by path (createRequire).
      ignoreDependencies: ['@fontsource/amiri'],
    },
    // The journeys and the bench's Playwright project (knip's Playwright plugin finds
    // playwright.config.ts), and the production deployment's global setup and teardown, which the
    // config names only where the production journeys run.
    e2e: {
      entry: [
        'tests/**/*.spec.ts',
        'bench/*.ts',
        'src/production-start.ts',
        'src/production-stop.ts',
      ],
      project: ['**/*.ts'],
    },
    host: {
      // The federation runtime plugins, registered by path in webpack.config.cjs.
      ...app([
        'src/federation/retry-plugin.ts',
        'src/federation/host-shares-plugin.ts',
        'src/federation/origin-plugin.ts',
      ]),
      ignoreDependencies: [...FEDERATION_DEPENDENCIES, JEST_JSDOM],
    },
    'remote-*': remote,
    'shared-i18n': library([JEST_JSDOM]),
    'shared-domain': library(),
    'shared-auth': library([JEST_JSDOM]),
    'shared-ui': {
      ...library([JEST_JSDOM]),
      // The router and TanStack Query modules, the build's answer to every app's
      // 'react-router-dom' and '@tanstack/react-query' (tooling/federation.cjs): their exports are
      // used through those names, which knip cannot follow.
      entry: ['src/router/react-router-dom.ts', 'src/data/react-query.ts'],
    },
    'tooling/test-support': library([JEST_JSDOM]),
  },
};

export default config;
