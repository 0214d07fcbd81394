// One production build of `./index.js` in a work folder with the apps' webpack and minimizer, for
// the tests that check what a build setting leaves in or out (scripts/test/pure-*.test.mjs): the
// one output file's code.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromHost = createRequire(path.join(root, 'host', 'package.json'));
const webpack = fromHost('webpack');
const { productionMinimizer } = createRequire(import.meta.url)('../tooling/federation.cjs');

/**
 * @param {string} work the folder holding index.js
 * @param {string} name the output folder's name inside it
 * @param {object} options more webpack options (module, resolve, externals)
 */
export function buildOnce(work, name, options = {}) {
  const output = path.join(work, name);
  const compiler = webpack({
    mode: 'production',
    context: work,
    entry: './index.js',
    devtool: false,
    output: { path: output },
    // The apps' minimizer, whose dead-code removal is what these builds check.
    optimization: { minimizer: [productionMinimizer(fromHost.resolve('webpack'))] },
    ...options,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(fs.readFileSync(path.join(output, 'main.js'), 'utf8'));
    });
  });
}
