// Remotes reuse the host's federation runtime: a remote's build takes the runtime core and the
// webpack bundler runtime from page globals the host's runtime plugin sets (shared-runtime/), and a
// remote's own page loads a copy first. Such a remote needs a host built from this tooling.
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');

const PLUGIN = 'SharedFederationRuntimePlugin';
const GLOBAL = '_FEDERATION_RUNTIME_CORE';
const CORE = '@module-federation/runtime-core';
const STANDALONE_FILE = 'federation-runtime-core.js';
/** The host's runtime plugin (a path for ModuleFederationPlugin's runtimePlugins). */
const HOST_RUNTIME_PLUGIN = path.join(__dirname, 'shared-runtime', 'provide.js');
const STANDALONE_ENTRY = path.join(__dirname, 'shared-runtime', 'standalone.js');
/** The module that sets both globals, imported by the two files above. */
const PAGE_RUNTIME = path.join(__dirname, 'shared-runtime', 'page-runtime.js');
/** What a remote's federation entry imports in place of the bundler runtime's bundler.js. */
const REMOTE_BUNDLER_RUNTIME = path.join(__dirname, 'shared-runtime', 'bundler-runtime.js');
/** The bundler runtime module Module Federation's generated entry imports (by its full path). */
const BUNDLER_MODULE =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/** The real folder of package `name` as Node would find it from folder `from` (no exports map). */
function packageDir(from, name) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'));
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) throw new Error(`${name} not found from ${from}`);
  }
}

/**
 * The folders shared-runtime/ resolves Module Federation's packages from, as the app does, so each
 * is the very module the app's runtime bundles.
 */
function federationDirsOf(dir) {
  const enhanced = packageDir(dir, '@module-federation/enhanced');
  const bundlerRuntime = packageDir(enhanced, '@module-federation/webpack-bundler-runtime');
  const runtime = packageDir(bundlerRuntime, '@module-federation/runtime');
  return { core: runtime, runtime: bundlerRuntime, bundlerRuntime };
}

/** The folder a request of a shared-runtime/ file resolves from (null: its own folder). */
function contextOf(request, dirs) {
  if (request === '@module-federation/runtime-core') return dirs.core;
  if (request === '@module-federation/runtime') return dirs.runtime;
  if (request.startsWith('@module-federation/webpack-bundler-runtime/')) return dirs.bundlerRuntime;
  return null;
}

/**
 * A child compiler inherits the parent's hooks, and ProvideSharedPlugin would emit the shared
 * modules given by path into each child compilation, where nothing loads them. Applied to every
 * child compiler of an app's compilation, as it is created.
 */
function dropProvidedShares(child) {
  child.hooks.finishMake.taps = child.hooks.finishMake.taps.filter(
    (tap) => tap.name !== 'ProvideSharedPlugin',
  );
}

class SharedFederationRuntimePlugin {
  /** @param {{ dir: string, isHost: boolean }} options the app's folder; whether it is the host */
  constructor({ dir, isHost }) {
    this.dir = dir;
    this.isHost = isHost;
  }

  apply(compiler) {
    const { webpack } = compiler;
    // No child compilation of the app (html-webpack-plugin's, the runtime script's below) provides
    // shared modules.
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.childCompiler.tap(PLUGIN, dropProvidedShares);
    });
    const dirs = federationDirsOf(this.dir);
    const ownFiles = [PAGE_RUNTIME, REMOTE_BUNDLER_RUNTIME];
    // Our files import Module Federation's modules as its runtime does, from the same folders.
    new webpack.NormalModuleReplacementPlugin(/^@module-federation\//, (resource) => {
      const context = contextOf(resource.request, dirs);
      if (context && ownFiles.includes(resource.contextInfo?.issuer ?? '')) {
        resource.context = context;
      }
    }).apply(compiler);
    if (this.isHost) return;

    new webpack.ExternalsPlugin('global', { [CORE]: GLOBAL }).apply(compiler);
    // A remote's federation entry runs on the page's bundler runtime; its own page's script
    // (page-runtime.js) still bundles the real one.
    new webpack.NormalModuleReplacementPlugin(BUNDLER_MODULE, (resource) => {
      if (resource.contextInfo?.issuer !== PAGE_RUNTIME) resource.request = REMOTE_BUNDLER_RUNTIME;
    }).apply(compiler);

    const fromApp = createRequire(path.join(this.dir, 'package.json'));
    const HtmlWebpackPlugin = fromApp('html-webpack-plugin');
    compiler.hooks.make.tapAsync(PLUGIN, (compilation, callback) => {
      const child = compilation.createChildCompiler(
        PLUGIN,
        { filename: STANDALONE_FILE, chunkFilename: 'federation-runtime-core.[contenthash:8].js' },
        [new webpack.EntryPlugin(compiler.context, STANDALONE_ENTRY, { name: 'runtime-core' })],
      );
      child.runAsChild((error, _entries, childCompilation) => {
        if (error) return callback(error);
        if (childCompilation?.errors.length) compilation.errors.push(...childCompilation.errors);
        callback();
      });
    });
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        PLUGIN,
        (data) => {
          data.assets.js.unshift(`${data.assets.publicPath}${STANDALONE_FILE}`);
          return data;
        },
      );
    });
  }
}

module.exports = { SharedFederationRuntimePlugin, HOST_RUNTIME_PLUGIN, STANDALONE_FILE };
