// The build-time check of each app's share map (tooling/share-versions.cjs): a shared key whose
// required version the app's provided version does not satisfy fails the build, naming both.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const {
  ShareVersionCheckPlugin,
  shareVersionProblems,
} = require('../../tooling/share-versions.cjs');
const hostDir = path.join(root, 'host');
const fromHost = createRequire(path.join(hostDir, 'package.json'));
const { satisfy } = fromHost('@module-federation/enhanced/runtime');
const webpack = fromHost('webpack');

describe('shareVersionProblems', () => {
  const found = { 'lib-a': '5.2.1', 'lib-a/sub': '1.0.0' };
  const lookUp = async (key) => found[key];

  it('accepts a provided version within the required range', async () => {
    assert.deepEqual(
      await shareVersionProblems({ 'lib-a': { requiredVersion: '^5.2.0' } }, lookUp, satisfy),
      [],
    );
  });

  it('names the key and both versions when the provided one misses the range', async () => {
    const problems = await shareVersionProblems(
      { 'lib-a/sub': { requiredVersion: '^5.2.0' } },
      lookUp,
      satisfy,
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0], /"lib-a\/sub"/);
    assert.match(problems[0], /requires \^5\.2\.0/);
    assert.match(problems[0], /provides 1\.0\.0/);
  });

  it('takes the version of the config over the package found', async () => {
    assert.deepEqual(
      await shareVersionProblems(
        { 'lib-a/sub': { requiredVersion: '^5.2.0', version: '5.3.0' } },
        lookUp,
        satisfy,
      ),
      [],
    );
    const [problem] = await shareVersionProblems(
      { 'lib-a': { requiredVersion: '^0.6.0', version: '0.5.0' } },
      lookUp,
      satisfy,
    );
    assert.match(problem, /"lib-a": requires \^0\.6\.0, but this app provides 0\.5\.0/);
  });

  it('fails a key with no version to be found, and skips a key with no requirement', async () => {
    const problems = await shareVersionProblems(
      { missing: { requiredVersion: '^1.0.0' }, free: { requiredVersion: false }, loose: {} },
      lookUp,
      satisfy,
    );
    assert.deepEqual(problems, [
      'shared "missing": requires ^1.0.0, but no version was found for it',
    ]);
  });
});

/** Runs a tiny webpack build from the host's folder with the plugin and the given share map. */
function buildWith(shared) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-versions-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export default 1;\n');
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: path.join(dir, 'entry.js'),
    output: { path: path.join(dir, 'out') },
    plugins: [new ShareVersionCheckPlugin({ shared, dir: hostDir })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
      if (error) reject(error);
      else resolve(stats.compilation.errors.map((item) => item.message));
    });
  });
}

describe('ShareVersionCheckPlugin in a webpack build', () => {
  it('fails on a subpath whose own package.json says another version (@hookform/resolvers/zod)', async () => {
    const errors = await buildWith({
      react: { singleton: true, requiredVersion: `^${fromHost('react/package.json').version}` },
      '@hookform/resolvers/zod': { requiredVersion: '^5.2.0' },
    });
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /"@hookform\/resolvers\/zod": requires \^5\.2\.0/);
    assert.match(errors[0], /provides 1\.0\.0/);
  });

  it('passes a share map the packages it resolves satisfy', async () => {
    const version = (name) => fromHost(`${name}/package.json`).version;
    const errors = await buildWith({
      react: { singleton: true, requiredVersion: `^${version('react')}` },
      'react-dom/client': { singleton: true, requiredVersion: `^${version('react-dom')}` },
      '@hookform/resolvers/zod': { requiredVersion: '^1.0.0' },
      'shared-ui': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.3' },
    });
    assert.deepEqual(errors, []);
  });
});
