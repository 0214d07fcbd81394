// PURE_PACKAGES_RULE and FEATURE_INDEX_RULE (tooling/federation.cjs), checked on small production
// builds with the apps' webpack: an entry that imports from @emotion/react what Chakra imports
// (Global, withEmotionCache, ThemeContext) leaves out hoist-non-react-statics and react-is, which
// only withTheme uses; a screen that takes one name from a feature's index leaves out the
// modules of its other names. Without the rules they stay (what the rules are for).
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
const { FEATURE_INDEX_RULE, PURE_PACKAGES_RULE } = require('../../tooling/federation.cjs');

/** hoist-non-react-statics' table of React statics, and react-is' element type check. */
const HOIST = /getDerivedStateFromProps/;
const REACT_IS = /react\.forward_ref/;

const build = (work, withRule) =>
  buildOnce(work, withRule ? 'with' : 'without', {
    externals: { react: 'React' },
    resolve: { modules: [path.join(root, 'shared-ui', 'node_modules'), 'node_modules'] },
    module: { rules: withRule ? [PURE_PACKAGES_RULE] : [] },
  });

describe('packages marked free of side effects', () => {
  let work;
  let withRule;
  let without;
  before(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'pure-packages-'));
    // By the package's name, as Chakra imports it (webpack picks its browser ES build).
    fs.writeFileSync(
      path.join(work, 'index.js'),
      "import { Global, ThemeContext, withEmotionCache } from '@emotion/react';\n" +
        'console.log(Global, ThemeContext, withEmotionCache);\n',
    );
    [withRule, without] = await Promise.all([build(work, true), build(work, false)]);
  });
  after(() => fs.rmSync(work, { recursive: true, force: true }));

  it('leaves out hoist-non-react-statics and react-is when only withTheme would use them', () => {
    assert.doesNotMatch(withRule, HOIST);
    assert.doesNotMatch(withRule, REACT_IS);
    assert.match(withRule, /emotion/);
  });

  it('keeps them in a build without the rule', () => {
    assert.match(without, HOIST);
    assert.match(without, REACT_IS);
  });

  it('keeps them where their names are used', async () => {
    fs.writeFileSync(
      path.join(work, 'index.js'),
      "import { withTheme } from '@emotion/react';\nconsole.log(withTheme);\n",
    );
    assert.match(await build(work, true), HOIST);
  });
});

describe("a feature's index, marked free of side effects", () => {
  let work;
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    fs.writeFileSync(path.join(work, file), text);
  };
  const buildFeature = (withRule) =>
    buildOnce(work, withRule ? 'feature-with' : 'feature-without', {
      module: { rules: withRule ? [FEATURE_INDEX_RULE] : [] },
    });
  before(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-index-'));
    write(
      'src/features/payments/index.js',
      "export { LedgerSection } from './ledger.js';\nexport { TEXTS } from './messages.js';\n",
    );
    // The panel's module does something as it loads, as a module that reaches a shared one does.
    write(
      'src/features/payments/ledger.js',
      "globalThis.loaded = 'LEDGER_PANEL_LOADED';\nexport const LedgerSection = () => 'panel';\n",
    );
    write(
      'src/features/payments/messages.js',
      "export const TEXTS = { title: 'PAYMENT_TITLE' };\n",
    );
    write(
      'index.js',
      "import { TEXTS } from './src/features/payments/index.js';\nconsole.log(TEXTS.title);\n",
    );
  });
  after(() => fs.rmSync(work, { recursive: true, force: true }));

  it('brings only the modules of the names a screen takes', async () => {
    const built = await buildFeature(true);
    assert.match(built, /PAYMENT_TITLE/);
    assert.doesNotMatch(built, /LEDGER_PANEL_LOADED/);
  });

  it('brings every re-exported module without the rule', async () => {
    assert.match(await buildFeature(false), /LEDGER_PANEL_LOADED/);
  });
});
