// The catalogue check (scripts/check-catalogs.mjs) over a small tree of its own: it passes
// catalogues that agree and names each way one can disagree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCatalogs } from '../check-catalogs.mjs';

const ENGLISH = {
  list: { title: 'Calls', empty: 'No calls yet' },
  found: 'Found {count, plural, one {# call} other {# calls}} matching "{term}"',
};
const ARABIC = {
  list: { title: 'المكالمات', empty: 'لا توجد مكالمات بعد' },
  found:
    '{count, plural, zero {لا مكالمات} one {مكالمة واحدة} two {مكالمتان} few {# مكالمات} many {# مكالمة} other {# مكالمة}} تطابق "{term}"',
};
const CODE = "TEXT.title; TEXT.empty; t('found', { count, term });";

/** A tree with one package, `remote-x`, whose catalogues and code are given. */
function tree({ en = ENGLISH, ar = ARABIC, code = CODE } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
  const locales = path.join(root, 'remote-x', 'src', 'locales');
  fs.mkdirSync(locales, { recursive: true });
  fs.writeFileSync(path.join(locales, 'en.json'), JSON.stringify(en));
  if (ar) fs.writeFileSync(path.join(locales, 'ar.json'), JSON.stringify(ar));
  fs.writeFileSync(path.join(root, 'remote-x', 'src', 'screen.tsx'), code);
  return root;
}

const problemsOf = (options) => checkCatalogs(tree(options)).problems;

test('passes catalogues that agree', () => {
  assert.deepEqual(problemsOf(), []);
});

test('fails on an id missing in Arabic', () => {
  assert.deepEqual(problemsOf({ ar: { ...ARABIC, list: { title: 'المكالمات' } } }), [
    'remote-x/src/locales/ar.json: list.empty is missing',
  ]);
});

test('fails on a missing Arabic catalogue, and on an id English does not have', () => {
  assert.deepEqual(problemsOf({ ar: null }), [
    'remote-x/src/locales/ar.json: missing (every language has every catalogue)',
  ]);
  assert.deepEqual(problemsOf({ ar: { ...ARABIC, extra: 'زيادة' } }), [
    'remote-x/src/locales/ar.json: extra is not in English (an id no code reads)',
  ]);
});

test('fails on a value one language reads and the other does not', () => {
  const ar = { ...ARABIC, found: ARABIC.found.replace('"{term}"', '"{query}"') };
  assert.deepEqual(problemsOf({ ar }), [
    'remote-x/src/locales/ar.json: found reads {count (plural), query} where English reads {count (plural), term}',
  ]);
});

test("fails on a plural without one of its language's forms", () => {
  const ar = { ...ARABIC, found: '{count, plural, one {مكالمة} other {# مكالمة}} "{term}"' };
  assert.deepEqual(problemsOf({ ar }), [
    'remote-x/src/locales/ar.json: found has no "few" form for {count}',
    'remote-x/src/locales/ar.json: found has no "many" form for {count}',
    'remote-x/src/locales/ar.json: found has no "two" form for {count}',
    'remote-x/src/locales/ar.json: found has no "zero" form for {count}',
  ]);
});

test('fails on a message that is no ICU, and on an id no code reads', () => {
  const [broken] = problemsOf({ ar: { ...ARABIC, list: { ...ARABIC.list, empty: 'لا {count' } } });
  assert.match(broken, /^remote-x\/src\/locales\/ar\.json: list\.empty is no ICU message/);
  assert.deepEqual(problemsOf({ code: "TEXT.title; t('found');" }), [
    'remote-x/src/locales/en.json: list.empty is read by no code',
  ]);
});
