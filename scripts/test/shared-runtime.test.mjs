// Remotes on the host's federation runtime (tooling/shared-runtime.cjs), checked on small webpack
// builds with Module Federation from the apps' own packages: a remote's build carries no runtime
// core and no bundler runtime but its container init (it reads the page's), its own page loads
// both before main.js, and the host's runtime plugin hands over the ones its runtime bundles
// anyway, not second copies.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const {
  SharedFederationRuntimePlugin,
  HOST_RUNTIME_PLUGIN,
  STANDALONE_FILE,
} = require('../../tooling/shared-runtime.cjs');
const appDir = path.join(root, 'remote-calls');
const fromApp = createRequire(path.join(appDir, 'package.json'));
const webpack = fromApp('webpack');
const HtmlWebpackPlugin = fromApp('html-webpack-plugin');
const { ModuleFederationPlugin } = fromApp('@module-federation/enhanced/webpack');

const CORE_MODULE = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]/;
const BUNDLER_RUNTIME_MODULE = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]/;

/** Builds a small app (host or remote) in a temporary folder; its stats and output folder. */
function build({ isHost, work }) {
  const src = path.join(work, isHost ? 'host' : 'remote');
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(path.join(src, 'index.js'), "import('./screen');\n");
  fs.writeFileSync(path.join(src, 'screen.js'), 'export default function Screen() { return 1; }\n');
  // A module shared by its path, as the router module is: Module Federation provides it in every
  // compilation that inherits its hooks.
  fs.writeFileSync(path.join(src, 'by-path.js'), "export const SHARED_BY_PATH = 'by-path';\n");
  const output = path.join(src, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: src,
    entry: './index.js',
    devtool: false,
    output: {
      path: output,
      publicPath: 'auto',
      uniqueName: isHost ? 'tinyhost' : 'tiny',
      chunkFilename: '[name].[contenthash:8].js',
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: isHost ? 'tinyhost' : 'tiny',
        filename: 'remoteEntry.js',
        exposes: isHost ? {} : { './Screen': './screen.js' },
        runtimePlugins: isHost ? [HOST_RUNTIME_PLUGIN] : [],
        shared: {
          'by-path': {
            import: path.join(src, 'by-path.js'),
            singleton: true,
            version: '1.0.0',
            requiredVersion: '^1.0.0',
          },
        },
        dts: false,
      }),
      new HtmlWebpackPlugin({ publicPath: '/', chunks: ['main'] }),
      new SharedFederationRuntimePlugin({ dir: appDir, isHost }),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve({ stats: stats.toJson({ modules: true, children: true }), output });
    });
  });
}

/** Every module path of a compilation's stats (concatenated modules' inner ones too). */
function modulePaths(stats) {
  const all = [];
  const walk = (modules = []) => {
    for (const module of modules) {
      all.push(module.name ?? '');
      walk(module.modules);
    }
  };
  walk(stats.modules);
  return all;
}

describe('remotes on the host federation runtime core', () => {
  let work;
  let remote;
  let host;
  before(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-runtime-'));
    remote = await build({ isHost: false, work });
    host = await build({ isHost: true, work });
  });
  after(() => fs.rmSync(work, { recursive: true, force: true }));

  it("builds a remote's entries without the runtime core: they read the page's", () => {
    const paths = modulePaths(remote.stats);
    assert.deepEqual(
      paths.filter((name) => CORE_MODULE.test(name)),
      [],
    );
    assert.ok(paths.some((name) => name.includes('_FEDERATION_RUNTIME_CORE')));
    const entry = fs.readFileSync(path.join(remote.output, 'remoteEntry.js'), 'utf8');
    assert.match(entry, /_FEDERATION_RUNTIME_CORE/);
  });

  it("builds a remote's entries on the page's bundler runtime, with their own container init", () => {
    const paths = modulePaths(remote.stats);
    // Of the bundler runtime, only what a host leaves out (it exposes nothing).
    assert.deepEqual(
      [
        ...new Set(
          paths
            .filter((name) => BUNDLER_RUNTIME_MODULE.test(name))
            .map((name) => name.replace(/^.*[\\/]dist[\\/]/, '')),
        ),
      ],
      ['initContainerEntry.js'],
    );
    assert.ok(paths.some((name) => name.includes('shared-runtime/bundler-runtime.js')));
    const entry = fs.readFileSync(path.join(remote.output, 'remoteEntry.js'), 'utf8');
    assert.match(entry, /_FEDERATION_BUNDLER_RUNTIME/);
  });

  it("gives a remote's own page a runtime core, loaded before main.js", () => {
    const child = remote.stats.children.find((stats) =>
      stats.assets.some((asset) => asset.name === STANDALONE_FILE),
    );
    assert.ok(child, `${STANDALONE_FILE} is built`);
    assert.ok(modulePaths(child).some((name) => CORE_MODULE.test(name)));
    assert.ok(
      modulePaths(child).some((name) => /bundler-runtime[\\/]dist[\\/]bundler\.js/.test(name)),
    );
    // The runtime alone: no module shared by path (it would sit in a chunk without a chunk format).
    assert.deepEqual(
      modulePaths(child).filter((name) => name.includes('by-path')),
      [],
    );
    assert.deepEqual(
      child.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js')),
      [STANDALONE_FILE],
    );
    // No other child compilation (html-webpack-plugin's) emits the module shared by path.
    const others = remote.stats.children.filter((stats) => stats !== child);
    assert.ok(others.length > 0);
    assert.deepEqual(
      others
        .flatMap((stats) => stats.assets.map((asset) => asset.name))
        .filter((name) => name.endsWith('.js')),
      [],
    );
    const html = fs.readFileSync(path.join(remote.output, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(scripts, [`/${STANDALONE_FILE}`, '/main.js']);
  });

  it('provides the core and bundler runtime the host bundles anyway, once, and leaves its page alone', () => {
    const cores = new Set(
      modulePaths(host.stats)
        .filter((name) => CORE_MODULE.test(name))
        .map((name) => name.replace(/^.*[\\/]runtime-core[\\/]/, '')),
    );
    assert.ok(cores.size > 0);
    // One build of the core (the ES one the runtime imports), not a second (CommonJS) copy.
    assert.deepEqual(
      [...cores].filter((name) => name.endsWith('.cjs')),
      [],
    );
    assert.ok(modulePaths(host.stats).some((name) => name.includes('shared-runtime/provide.js')));
    // The bundler runtime it hands over is the one its federation entry imports (its ES build), not
    // a second (CommonJS) copy.
    const bundlerFiles = modulePaths(host.stats).filter((name) =>
      BUNDLER_RUNTIME_MODULE.test(name),
    );
    assert.ok(bundlerFiles.some((name) => name.endsWith('bundler.js')));
    assert.deepEqual(
      bundlerFiles.filter((name) => name.endsWith('.cjs')),
      [],
    );
    assert.ok(
      modulePaths(host.stats).some((name) => name.includes('shared-runtime/page-runtime.js')),
    );
    // Its child compilations (html-webpack-plugin's) emit no script: no copy of the module shared
    // by path that nothing loads.
    assert.deepEqual(
      host.stats.children
        .flatMap((stats) => stats.assets.map((asset) => asset.name))
        .filter((name) => name.endsWith('.js')),
      [],
    );
    const html = fs.readFileSync(path.join(host.output, 'index.html'), 'utf8');
    assert.doesNotMatch(html, new RegExp(STANDALONE_FILE));
    assert.equal(fs.existsSync(path.join(host.output, STANDALONE_FILE)), false);
  });
});
