// One function builds the webpack + Module Federation config of every app, so each app's
// webpack.config.cjs says only its name and what it exposes. Build tools are resolved from the
// app's own package (this folder has no dependencies).
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');
const zlib = require('zlib');
const { readCatalog } = require('./catalog.cjs');
const { appNamed, portOf, remotesManifest, apiUrl } = require('./apps.cjs');
const { RuntimeFilesPlugin, runtimeFilesMiddleware } = require('./runtime-files.cjs');
const { routeManifestPlugin } = require('./route-manifest.cjs');
const { ShareVersionCheckPlugin } = require('./share-versions.cjs');
const { SharedFederationRuntimePlugin, HOST_RUNTIME_PLUGIN } = require('./shared-runtime.cjs');
const { FirstPagePreloadsPlugin, startUpChunks } = require('./first-page-preloads.cjs');
const { COMPRESSED_AT_BUILD, FORM_SUFFIX } = require('./compressed-forms.cjs');

// TanStack Query is one cache for the page: a second copy would have its own context, and a
// remote's screens would not see the host's QueryClient (a singleton of REEXPORT_MODULES below).
const SINGLETONS = ['react', 'react-dom', 'zustand'];
const SHARED_UI_SRC = path.join(__dirname, '..', 'shared-ui', 'src');
// Singletons shared as a small shared-ui module that re-exports only the names the suite uses (a
// shared module is never tree-shaken): the router under `react-router-dom` (react-router itself is
// bundled into it) and TanStack Query under its own name. ESLint's re-export guards check names.
const REEXPORT_MODULES = {
  'react-router-dom': {
    module: path.join(SHARED_UI_SRC, 'router', 'react-router-dom.ts'),
    from: 'react-router',
  },
  '@tanstack/react-query': {
    module: path.join(SHARED_UI_SRC, 'data', 'react-query.ts'),
    from: '@tanstack/react-query',
  },
};
const SHARED_WORKSPACE_PACKAGES = ['shared-auth', 'shared-i18n', 'shared-ui'];
// shared-domain is split into keys like shared-ui, so the log-in page loads only its core. Its keys
// are no singletons: it holds no state, so a remote built against a newer one brings its own copy
// (the compatibility gate does not check them). Its subpaths import the core by package name.
const SHARED_DOMAIN = 'shared-domain';
// Published subpaths that are no share key, each bundled by the apps that import it: a remote's own
// page (standalone), the fields of react-hook-form forms (form-fields, with the app's own copy of
// it), what only forms, the API or the mock centre read (schemas, responses, server),
// the test and demo data (factory, which only a `dev --mock` build loads), an import's columns and
// rules (imports, which only the Import screen reads), and shared-auth's stateless
// catalogues, which import the engine from the singleton by name.
const UNSHARED_SUBPATHS = [
  'shared-ui/standalone',
  'shared-ui/form-fields',
  'shared-auth/forms',
  'shared-auth/handlers',
  'shared-domain/schemas',
  'shared-domain/responses',
  'shared-domain/server',
  'shared-domain/factory',
  'shared-domain/imports',
  'shared-i18n/server',
];
/** Chakra's ESM folder, as shared-ui resolves it. */
function chakraEsmDir() {
  const fromSharedUi = createRequire(path.join(WORKSPACE_DIR, 'shared-ui', 'package.json'));
  return path.join(
    path.dirname(fromSharedUi.resolve('@chakra-ui/react/package.json')),
    'dist',
    'esm',
  );
}
/**
 * Chakra's tables of every recipe, which its theme module loads into `defaultConfig`. shared-ui's
 * system takes its recipes one by one, so the build leaves these tables empty. Jest loads Chakra as it is.
 */
function chakraRecipeTables() {
  const theme = path.join(chakraEsmDir(), 'theme');
  const tables = ['recipes.js', 'slot-recipes.js'].map((file) => path.join(theme, file));
  for (const file of tables)
    if (!fs.existsSync(file))
      throw new Error(`Chakra has no ${file} any more: see chakraRecipeTables()`);
  return Object.fromEntries(tables.map((file) => [file, false]));
}
/**
 * Chakra's anatomy module with each component's anatomy marked pure (tooling/pure-anatomy-loader.cjs),
 * so the anatomies no recipe reads, and the Zag and Ark modules only they use, are left out.
 */
function chakraAnatomyRule() {
  const file = path.join(chakraEsmDir(), 'anatomy.js');
  if (!fs.existsSync(file))
    throw new Error(`Chakra has no ${file} any more: see chakraAnatomyRule()`);
  return { test: file, use: path.join(__dirname, 'pure-anatomy-loader.cjs') };
}
/**
 * Packages with no side effects whose package.json does not say so. @emotion/react imports
 * hoist-non-react-statics (and react-is) for withTheme alone, which Chakra never calls.
 */
/** Each package's catalogues (locales/<language>.json), compiled at build time. */
const I18N_CATALOG_RULE = {
  test: /[\\/]locales[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: path.join(__dirname, 'i18n-catalog-loader.cjs'),
};
const PURE_PACKAGES_RULE = {
  test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
  sideEffects: false,
};
/**
 * A feature's index only re-exports what other features may use (docs/conventions.md): marked
 * pure, a screen that takes one name from it does not bring the rest (another screen's panel).
 */
const FEATURE_INDEX_RULE = {
  test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.[jt]sx?$/,
  sideEffects: false,
};
/**
 * Modules of shared-ui and its Chakra that several shared-ui keys load, grouped into chunks by those
 * keys rather than copied into each; the size threshold is the lightest `pnpm bench:web --budget` found.
 */
const SHARED_UI_MODULES =
  /[\\/](node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss|stylis|react-is|hoist-non-react-statics)[\\/]|shared-ui[\\/]src[\\/])/;
const SHARED_UI_CHUNKS = {
  test: SHARED_UI_MODULES,
  chunks: 'async',
  minChunks: 2,
  minSize: 15000,
  priority: 5,
  reuseExistingChunk: true,
};
const SHARED_UI_CORE_ENTRY = path.join(SHARED_UI_SRC, 'index.ts');
/** The chunk of the core key, `shared-ui`: the one holding its entry module. */
function isSharedUiCoreChunk(chunk, chunkGraph) {
  for (const module of chunkGraph.getChunkModulesIterable(chunk))
    if (module.resource === SHARED_UI_CORE_ENTRY) return true;
  return false;
}
/**
 * Modules the core key `shared-ui` loads and another key loads too, in one chunk: the core key is on
 * every page, so the chunk costs no page anything and no other key carries a copy.
 */
const SHARED_UI_CORE_CHUNK = {
  test: (module, { chunkGraph }) =>
    SHARED_UI_MODULES.test(module.nameForCondition() ?? '') &&
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
      isSharedUiCoreChunk(chunk, chunkGraph),
    ),
  name: 'shared-ui-core',
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  priority: 10,
  reuseExistingChunk: true,
};
// Not shared: zod and react-hook-form. Shared whole (never tree-shaken) they cost a first page more
// than the copies they save; they hold no state across apps, so a copy per app is safe.
// Deep imports shared as keys of their own, with their package's version (none today).
const SHARED_SUBPATHS = {};
const WORKSPACE_DIR = path.join(__dirname, '..');
/** Where a `dev --mock` page's mock API answers (test-support's src/mock/worker.ts says the same). */
const MOCK_API_PATH = '/mock-api';

/**
 * Serves MSW's service worker script at /mockServiceWorker.js from the msw package that
 * test-support uses, so the worker always matches the library and no copy is committed.
 */
function mockServiceWorkerMiddleware() {
  const fromTestSupport = createRequire(path.join(__dirname, 'test-support', 'package.json'));
  const file = fromTestSupport.resolve('msw/mockServiceWorker.js');
  return {
    name: 'mock-service-worker',
    path: '/mockServiceWorker.js',
    middleware: (_request, response) => {
      response.setHeader('Content-Type', 'application/javascript');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(fs.readFileSync(file));
    },
  };
}

/**
 * A workspace package's share keys: its name and each published subpath but UNSHARED_SUBPATHS, all
 * at the package's own version (the compatibility gate compares with it). The host must import
 * each key a remote imports (host/src/federation/shell-keys.ts), or each remote loads its own.
 */
function shareKeysOf(name) {
  const { exports = {} } = require(path.join(WORKSPACE_DIR, name, 'package.json'));
  const subpaths = Object.keys(exports).filter(
    (subpath) =>
      subpath.startsWith('./') && !UNSHARED_SUBPATHS.includes(`${name}${subpath.slice(1)}`),
  );
  return [name, ...subpaths.map((subpath) => `${name}${subpath.slice(1)}`)];
}

/** The version of the package a re-export module takes its names from (as the module resolves it). */
function reexportedVersion({ module, from }) {
  return createRequire(module)(`${from}/package.json`).version;
}

/**
 * The re-export modules that import the very package their key names: within the build that
 * import must reach the package, not the share (which the module itself provides). Their module
 * file and the package's ES entry, as webpack resolves it (its `exports` import condition).
 */
function selfImports() {
  return Object.entries(REEXPORT_MODULES)
    .filter(([key, { from }]) => key === from)
    .map(([key, { module }]) => {
      const fromModule = createRequire(module);
      const manifest = fromModule.resolve(`${key}/package.json`);
      const { exports } = require(manifest);
      const entry = exports?.['.']?.import?.default ?? exports?.['.']?.import;
      if (typeof entry !== 'string') throw new Error(`${key} has no ES entry in its exports`);
      return { key, module, entry: path.join(path.dirname(manifest), entry) };
    });
}

/** Answers each self-importing re-export module's import of its own key with the package. */
function selfImportPlugins(webpack) {
  return selfImports().map(
    ({ key, module, entry }) =>
      new webpack.NormalModuleReplacementPlugin(
        new RegExp(`^${key.replace(/[/@.]/g, (c) => `\\${c}`)}$`),
        (resource) => {
          if (resource.contextInfo?.issuer === module) resource.request = entry;
        },
      ),
  );
}

/**
 * The shared map of every app: the same singletons with the same required versions, so host and
 * remotes agree. No `eager` (start-up is async), and no MF treeShaking (see docs/architecture.md#federation).
 */
function sharedMap(catalog = readCatalog(), dependencies = null) {
  const shared = {};
  // An app shares only the libraries it depends on (all of them when not told).
  const uses = (name) => !dependencies || name in dependencies;
  for (const name of SINGLETONS) {
    if (!catalog[name]) throw new Error(`${name} is missing from the workspace catalog`);
    shared[name] = { singleton: true, requiredVersion: catalog[name] };
  }
  // Deep imports are separate share keys; without this one react-dom/client would load twice.
  shared['react-dom/client'] = { singleton: true, requiredVersion: catalog['react-dom'] };
  for (const [key, reexport] of Object.entries(REEXPORT_MODULES)) {
    if (!catalog[key]) throw new Error(`${key} is missing from the workspace catalog`);
    shared[key] = {
      singleton: true,
      import: reexport.module,
      requiredVersion: catalog[key],
      version: reexportedVersion(reexport),
    };
  }
  for (const name of SHARED_WORKSPACE_PACKAGES) {
    const { version } = require(path.join(WORKSPACE_DIR, name, 'package.json'));
    for (const key of shareKeysOf(name))
      shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const [key, pkg] of Object.entries(SHARED_SUBPATHS)) {
    if (!catalog[pkg]) throw new Error(`${pkg} is missing from the workspace catalog`);
    if (uses(pkg)) shared[key] = { requiredVersion: catalog[pkg] };
  }
  if (uses(SHARED_DOMAIN)) {
    const { version } = require(path.join(WORKSPACE_DIR, SHARED_DOMAIN, 'package.json'));
    for (const key of shareKeysOf(SHARED_DOMAIN))
      shared[key] = { requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * Leaves out of the federation runtime what the suite never runs: its Node.js code (every app runs
 * in a browser), and in a remote the snapshot plugin (a remote loads no remote; the host keeps it).
 */
function federationRuntimeOptimization(isHost) {
  return isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true };
}

const MANIFEST_PLUGIN_LOGGER = 'Module Federation Manifest Plugin';
const AUTO_PUBLIC_PATH_NOTICE =
  "Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'";

/**
 * Drops the manifest plugin's "absolute path resolution ... publicPath='auto'" notice: it describes
 * the design (an app's files load from where its mf-manifest.json came from, known only at run
 * time), and no setting answers it without tying a build to one origin. Other messages still show.
 */
class AutoPublicPathNoticeFilter {
  apply(compiler) {
    // Returning true stops webpack from printing that log entry.
    compiler.hooks.infrastructureLog.tap('AutoPublicPathNoticeFilter', (logger, type, args) =>
      logger === MANIFEST_PLUGIN_LOGGER &&
      type === 'warn' &&
      args.some((arg) => String(arg).includes(AUTO_PUBLIC_PATH_NOTICE))
        ? true
        : undefined,
    );
  }
}

function appDependencies(dir) {
  return require(path.join(dir, 'package.json')).dependencies ?? {};
}

function swcRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2020',
        },
      },
    },
  };
}

// Scripts and styles compressed once per build at each format's best, written beside them for
// the static servers and nginx to send as they are (a server compresses at a cheaper level).
function precompressed(CompressionPlugin) {
  const common = { test: COMPRESSED_AT_BUILD, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: `[path][base]${FORM_SUFFIX.br}`,
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        },
      },
    }),
    new CompressionPlugin({
      ...common,
      filename: `[path][base]${FORM_SUFFIX.gzip}`,
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * The apps' minimizer: webpack's own minimizer plugin run with SWC's minifier rather than terser
 * (much less CPU for the same scripts), for the apps' builds and the build tests alike.
 * @param {string} webpackPath the resolved webpack the build runs with
 */
function productionMinimizer(webpackPath) {
  const MinimizerPlugin = createRequire(webpackPath)('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 } },
  });
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name the app's federation name in tooling/apps.cjs
 * @param {Record<string,string>} [options.exposes] route modules a remote exposes
 * @param {Array} [options.runtimePlugins] MF runtime plugin files (paths relative to dir)
 * @param {string} [options.title] the page title of the app's own index.html
 * @param {object} [options.firstPage] the host's first-page preloads (first-page-preloads.cjs)
 */
function createFederatedConfig({ dir, name, exposes = {}, runtimePlugins = [], title, firstPage }) {
  const app = appNamed(name);
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const HtmlWebpackPlugin = fromApp('html-webpack-plugin');
  const { ModuleFederationPlugin } = fromApp('@module-federation/enhanced/webpack');
  const CompressionPlugin = fromApp('compression-webpack-plugin');
  const isHost = name === 'host';
  const webpack = fromApp('webpack');
  const { DefinePlugin } = webpack;

  return (_env, argv = {}) => {
    const development = argv.mode !== 'production';
    // `pnpm --filter remote-NAME dev --mock` (tooling/dev.cjs): the page's mock centre answers on
    // its own origin instead of the API. Never in a production build.
    const mock = development && process.env.LINGUADESK_MOCK === 'true';
    const ownOrigin = `http://localhost:${portOf(app)}`;
    // The host's start-up in few files (first-page-preloads.cjs), where its first page is preloaded.
    const startUp = firstPage && !development ? startUpChunks(firstPage.startUp) : null;
    const runtimeFiles = {
      'config.json': { API_URL: mock ? `${ownOrigin}${MOCK_API_PATH}` : apiUrl() },
      ...(isHost ? { 'remotes.json': remotesManifest() } : {}),
    };
    return {
      name,
      context: dir,
      mode: development ? 'development' : 'production',
      devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
      entry: './src/index.ts',
      output: {
        // Development builds go to their own folder, so they never pass for a production build.
        path: development ? path.join(dir, 'dist', 'dev') : path.join(dir, 'dist'),
        // A remote's entry files keep fixed names: remotes.json points at them. The host's main.js
        // is named by its build (the federation runtime cannot template [contenthash] into an
        // entry): index.html, revalidated, names it, so a revisit asks nothing for it.
        filename: isHost && !development ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
        publicPath: 'auto',
        uniqueName: name,
        // Every file written, changed or not: start.mjs takes mf-manifest.json's time for the
        // build's, and an unchanged manifest left with an older time looks stale forever.
        compareBeforeEmit: false,
        // A production build leaves a running `pnpm dev`'s folder alone.
        clean: development ? true : { keep: /^dev(\/|$)/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: chakraRecipeTables() },
      module: {
        rules: [
          swcRule(development),
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          chakraAnatomyRule(),
          PURE_PACKAGES_RULE,
          FEATURE_INDEX_RULE,
          I18N_CATALOG_RULE,
        ],
      },
      plugins: [
        // Before ModuleFederationPlugin, which logs the notice while it is applied.
        new AutoPublicPathNoticeFilter(),
        ...selfImportPlugins(webpack),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedMap(readCatalog(), appDependencies(dir)),
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            ...runtimePlugins.map((plugin) =>
              Array.isArray(plugin)
                ? [path.resolve(dir, plugin[0]), plugin[1]]
                : path.resolve(dir, plugin),
            ),
            // The host hands its runtime core to the remotes (shared-runtime.cjs).
            ...(isHost ? [HOST_RUNTIME_PLUGIN] : []),
          ],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: { optimization: federationRuntimeOptimization(isHost) },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: title || 'LinguaDesk',
          // The deployment files start-up reads, asked for with the page rather than once the
          // scripts run; start-up's own fetch then takes the preloaded answer.
          startFiles: Object.keys(runtimeFiles),
          // Absolute, so deep links such as /auth/verify-email/abc still find the scripts.
          publicPath: '/',
          chunks: ['main'],
        }),
        new RuntimeFilesPlugin(runtimeFiles),
        ...(startUp
          ? [new FirstPagePreloadsPlugin({ ...firstPage, HtmlWebpackPlugin }), startUp.plugin]
          : []),
        // Always defined, so the mock's branch in a remote's bootstrap is dead code (and its chunk
        // is never emitted) in every build but `dev --mock`.
        new DefinePlugin({ 'process.env.LINGUADESK_MOCK': JSON.stringify(String(mock)) }),
        routeManifestPlugin({ dir, isHost, exposes }),
        // A shared key whose provided version misses its required one fails the build.
        new ShareVersionCheckPlugin({
          shared: sharedMap(readCatalog(), appDependencies(dir)),
          dir,
        }),
        // Remotes take the host's federation runtime core; their own page loads its own.
        new SharedFederationRuntimePlugin({ dir, isHost }),
        ...(development ? [] : precompressed(CompressionPlugin)),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            sharedUiCore: SHARED_UI_CORE_CHUNK,
            sharedUi: SHARED_UI_CHUNKS,
            ...startUp?.cacheGroups,
          },
        },
        minimizer: [productionMinimizer(fromApp.resolve('webpack'))],
      },
      performance: { hints: false },
      devServer: {
        port: portOf(app),
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => [
          runtimeFilesMiddleware(runtimeFiles),
          ...(mock ? [mockServiceWorkerMiddleware()] : []),
          ...middlewares,
        ],
      },
    };
  };
}

module.exports = {
  createFederatedConfig,
  productionMinimizer,
  sharedMap,
  REEXPORT_MODULES,
  PURE_PACKAGES_RULE,
  FEATURE_INDEX_RULE,
};
