// Chakra's anatomy module marked pure (tooling/pure-anatomy-loader.cjs), checked on small
// production builds of Chakra's own file with the apps' webpack: a build that reads one anatomy
// keeps it, and leaves out the others and the Zag and Ark modules only they use; without the loader
// every anatomy stays (what the loader is for).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { buildOnce } from '../webpack-once.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { markAnatomiesPure } = require('../../tooling/pure-anatomy-loader.cjs');
const LOADER = path.join(root, 'tooling', 'pure-anatomy-loader.cjs');
const fromSharedUi = createRequire(path.join(root, 'shared-ui', 'package.json'));
const ANATOMY = path.join(
  path.dirname(fromSharedUi.resolve('@chakra-ui/react/package.json')),
  'dist',
  'esm',
  'anatomy.js',
);

/** A production build of an entry that reads the table's anatomy: its one output file's code. */
const build = (work, withLoader) =>
  buildOnce(work, withLoader ? 'with' : 'without', {
    module: { rules: withLoader ? [{ test: ANATOMY, use: LOADER }] : [] },
  });

describe("Chakra's anatomies marked pure", () => {
  let work;
  let withLoader;
  let without;
  before(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'pure-anatomy-'));
    fs.writeFileSync(
      path.join(work, 'index.js'),
      `import { tableAnatomy } from ${JSON.stringify(ANATOMY)};\nconsole.log(tableAnatomy.keys());\n`,
    );
    [withLoader, without] = await Promise.all([build(work, true), build(work, false)]);
  });
  after(() => fs.rmSync(work, { recursive: true, force: true }));

  it('keeps the anatomy a module reads, with its parts', () => {
    for (const part of ['columnHeader', 'footer', 'caption'])
      assert.match(withLoader, new RegExp(part));
    assert.match(withLoader, /"table"/);
  });

  it('leaves out the anatomies nothing reads, and the Zag modules only they use', () => {
    // Chakra's own (action bar, checkbox card), and one extended from Zag's color picker, whose
    // anatomy module names its parts ("eyeDropperTrigger").
    for (const name of ['action-bar', 'checkbox-card', 'channelText', 'eyeDropperTrigger'])
      assert.doesNotMatch(withLoader, new RegExp(name));
    for (const name of ['action-bar', 'checkbox-card', 'channelText', 'eyeDropperTrigger'])
      assert.match(without, new RegExp(name), `${name} is in a build without the loader`);
    assert.ok(withLoader.length < without.length / 2, `${withLoader.length} vs ${without.length}`);
  });

  it('fails on a Chakra whose anatomy file declares nothing it recognises', () => {
    assert.throws(() => markAnatomiesPure('export const x = 1;\n'), /no anatomy declaration/);
  });
});
