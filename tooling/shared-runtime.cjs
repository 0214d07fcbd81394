// Remotes that reuse the host's federation runtime. Each app's build bundles Module Federation's
// runtime core (about 18 KB gzipped); in the host's page a remote's remoteEntry.js carried a second
// copy. With this plugin:
// - a remote's build takes `@module-federation/runtime-core` from the page (the global
//   `_FEDERATION_RUNTIME_CORE`, as Module Federation's experiments.externalRuntime does), so its
//   remoteEntry.js and chunks carry none;
// - the host's runtime plugin shared-runtime/provide.js sets that global to the host's own runtime
//   core (the module its runtime bundles anyway: no byte added);
// - a remote's own page (its index.html, `pnpm --filter remote-NAME dev`) loads
//   `federation-runtime-core.js` first, a script of the runtime core alone built by a child
//   compilation, so a remote keeps working with no host.
// A remote built this way needs a host that provides the global (a host built from this tooling).
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

/** The real folder of package `name` as Node would find it from folder `from` (no exports map). */
function packageDir(from, name) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'));
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) throw new Error(`${name} not found from ${from}`);
  }
}

/**
 * The folder `@module-federation/runtime` imports the core from, as the app resolves it: the
 * files of this folder resolve the core to the same module as the runtime's own import.
 */
function runtimeDirOf(dir) {
  const enhanced = packageDir(dir, '@module-federation/enhanced');
  const runtimeTools = packageDir(enhanced, '@module-federation/runtime-tools');
  return packageDir(runtimeTools, '@module-federation/runtime');
}

class SharedFederationRuntimePlugin {
  /** @param {{ dir: string, isHost: boolean }} options the app's folder; whether it is the host */
  constructor({ dir, isHost }) {
    this.dir = dir;
    this.isHost = isHost;
  }

  apply(compiler) {
    const { webpack } = compiler;
    const runtimeDir = runtimeDirOf(this.dir);
    // Our files import the core as the runtime does, from the runtime's own folder.
    new webpack.NormalModuleReplacementPlugin(/^@module-federation\/runtime-core$/, (resource) => {
      const issuer = resource.contextInfo?.issuer ?? '';
      if (issuer === HOST_RUNTIME_PLUGIN || issuer === STANDALONE_ENTRY) {
        resource.context = runtimeDir;
      }
    }).apply(compiler);
    if (this.isHost) return;

    new webpack.ExternalsPlugin('global', { [CORE]: GLOBAL }).apply(compiler);

    const fromApp = createRequire(path.join(this.dir, 'package.json'));
    const HtmlWebpackPlugin = fromApp('html-webpack-plugin');
    compiler.hooks.make.tapAsync(PLUGIN, (compilation, callback) => {
      const child = compilation.createChildCompiler(
        PLUGIN,
        { filename: STANDALONE_FILE, chunkFilename: 'federation-runtime-core.[contenthash:8].js' },
        [new webpack.EntryPlugin(compiler.context, STANDALONE_ENTRY, { name: 'runtime-core' })],
      );
      // A child compiler inherits the parent's hooks. Module Federation's ProvideSharedPlugin adds,
      // at finishMake, every shared module given by path (the router module under
      // react-router-dom), and unlike its ContainerPlugin it does not skip child compilations:
      // this script would carry the router in a chunk of its own, without a chunk format.
      child.hooks.finishMake.taps = child.hooks.finishMake.taps.filter(
        (tap) => tap.name !== 'ProvideSharedPlugin',
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
