// `pnpm check:catalogs`: every package's catalogues (locales/<language>.json beside English) say
// the same things: each language has exactly English's ids, each message parses as ICU with the
// same values and the plural forms its language needs, and every id is read by its package's code.
// Exits 1 listing the problems. `node scripts/check-catalogs.mjs [root]` checks another tree.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { suiteLocales, DEFAULT_LOCALE } = require('../tooling/locales.cjs');
// ICU's parser, as Lingui compiles with it (a dependency of shared-i18n's message compiler).
const { parse } = createRequire(
  createRequire(require.resolve('../shared-i18n/package.json')).resolve(
    '@lingui/message-utils/compileMessage',
  ),
)('@messageformat/parser');

const SKIP = new Set(['node_modules', 'dist', '.turbo', '.data', 'releases', '.git', 'e2e']);
const SOURCE = /\.(ts|tsx)$/;
const TEST_CODE = /(__tests__|\.test\.tsx?$|[\\/]test[\\/])/;

/** The folders holding an English catalogue (`locales/en.json`) under `root`. */
function catalogueFolders(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'locales' && fs.existsSync(path.join(full, `${DEFAULT_LOCALE}.json`)))
        found.push(full);
      else walk(full);
    }
  };
  walk(root);
  return found.sort();
}

/** `{ a: { b: 'x' } }` as `{ 'a.b': 'x' }`. */
function flatten(messages, prefix = '', into = {}) {
  for (const [key, value] of Object.entries(messages)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, id, into);
    else into[id] = value;
  }
  return into;
}

/** The values a message reads (`name`, `count (plural)`) and the forms of each of its plurals. */
function shapeOf(message) {
  const values = new Set();
  const plurals = [];
  const visit = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument') values.add(token.arg);
      else if (token.type === 'function') values.add(`${token.arg} (${token.key})`);
      else if (['plural', 'selectordinal', 'select'].includes(token.type)) {
        values.add(`${token.arg} (${token.type})`);
        if (token.type !== 'select')
          plurals.push({
            arg: token.arg,
            ordinal: token.type === 'selectordinal',
            forms: token.cases.map((c) => c.key),
          });
        for (const each of token.cases) visit(each.tokens);
      }
    }
  };
  visit(parse(message));
  return { values: [...values].sort(), plurals };
}

/** The plural forms a language's messages must each give (Intl's categories for it). */
function formsOf(locale, ordinal) {
  return new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions()
    .pluralCategories;
}

const sources = new Map();

/** The package's own code (not its tests, not its catalogues), read once per run. */
function packageSource(packageDir) {
  if (!sources.has(packageDir)) sources.set(packageDir, readPackageSource(packageDir));
  return sources.get(packageDir);
}

function readPackageSource(packageDir) {
  const texts = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name === 'locales') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !TEST_CODE.test(full))
        texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(packageDir);
  return texts.join('\n');
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether code reads an id: the id quoted whole (`t('list.title')`), a template naming its section
 * (`t(\`roles.${role}\`)`), or its last key as a word (`CALLS_TEXT.title`, read through `texts`).
 */
function isRead(id, source) {
  if (new RegExp(`['"\`]${escape(id)}['"\`]`).test(source)) return true;
  const sections = id.split('.').slice(0, -1);
  for (let i = 1; i <= sections.length; i++)
    if (source.includes(`\`${sections.slice(0, i).join('.')}.\${`)) return true;
  const leaf = id.split('.').at(-1);
  return new RegExp(`\\b${escape(leaf)}\\b`).test(source);
}

/** The problems of one catalogue folder, each a line naming the file and the id. */
export function catalogueProblems(folder, root = process.cwd()) {
  const problems = [];
  const where = (locale) => path.relative(root, path.join(folder, `${locale}.json`));
  const read = (locale) =>
    flatten(JSON.parse(fs.readFileSync(path.join(folder, `${locale}.json`), 'utf8')));
  const english = read(DEFAULT_LOCALE);
  const shapes = {};
  for (const [id, message] of Object.entries(english)) {
    if (typeof message !== 'string') {
      problems.push(`${where(DEFAULT_LOCALE)}: ${id} is not text`);
      continue;
    }
    try {
      // English keeps the product's wording, which says "3 students" and "1 students" alike:
      // its plurals need only their "other" form.
      shapes[id] = shapeOf(message);
      for (const plural of shapes[id].plurals)
        if (!plural.forms.includes('other'))
          problems.push(`${where(DEFAULT_LOCALE)}: ${id} has no "other" form for {${plural.arg}}`);
    } catch (error) {
      problems.push(`${where(DEFAULT_LOCALE)}: ${id} is no ICU message (${error.message})`);
    }
  }
  for (const locale of suiteLocales().filter((each) => each !== DEFAULT_LOCALE)) {
    if (!fs.existsSync(path.join(folder, `${locale}.json`))) {
      problems.push(`${where(locale)}: missing (every language has every catalogue)`);
      continue;
    }
    const other = read(locale);
    for (const id of Object.keys(english))
      if (!(id in other)) problems.push(`${where(locale)}: ${id} is missing`);
    for (const [id, message] of Object.entries(other)) {
      if (!(id in english)) {
        problems.push(`${where(locale)}: ${id} is not in English (an id no code reads)`);
        continue;
      }
      if (typeof message !== 'string' || !message.trim()) {
        problems.push(`${where(locale)}: ${id} is empty`);
        continue;
      }
      if (!shapes[id]) continue;
      let shape;
      try {
        shape = shapeOf(message);
      } catch (error) {
        problems.push(`${where(locale)}: ${id} is no ICU message (${error.message})`);
        continue;
      }
      const [ours, theirs] = [shapes[id].values.join(', '), shape.values.join(', ')];
      if (ours !== theirs)
        problems.push(`${where(locale)}: ${id} reads {${theirs}} where English reads {${ours}}`);
      for (const plural of shape.plurals)
        for (const form of formsOf(locale, plural.ordinal))
          if (!plural.forms.includes(form))
            problems.push(`${where(locale)}: ${id} has no "${form}" form for {${plural.arg}}`);
    }
  }
  // A shared package's messages are read by the apps too (API_MESSAGES.forbidden in the host).
  const owner = packageDirOf(folder, root);
  const source = path.basename(owner).startsWith('shared-')
    ? everySource(root)
    : packageSource(owner);
  // A section read by a value (`GENDER_LABELS[gender]`) names its keys where the values are made;
  // one handed to a shared package (`readFailure(error, SCHEDULE_MESSAGES)`) is read there.
  let workspace = null;
  let libraries = null;
  const readElsewhere = (id) => {
    const leaf = escape(id.split('.').at(-1));
    if (new RegExp(`['"]${leaf}['"]`).test((workspace ??= everySource(root)))) return true;
    libraries ??= sharedPackages(root).map(packageSource).join('\n');
    return new RegExp(`\\.${leaf}\\b`).test(libraries);
  };
  for (const id of Object.keys(english))
    if (!isRead(id, source) && !readElsewhere(id))
      problems.push(`${where(DEFAULT_LOCALE)}: ${id} is read by no code`);
  return problems;
}

/** The shared packages (shared-*), which read message objects the apps hand them. */
function sharedPackages(root) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('shared-'))
    .map((entry) => path.join(root, entry.name));
}

/** The code of every package of the workspace. */
function everySource(root) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIP.has(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => packageSource(path.join(root, entry.name)))
    .join('\n');
}

/** The package a catalogue folder belongs to: the top-level folder of `root` it is in. */
function packageDirOf(folder, root) {
  const [first] = path.relative(root, folder).split(path.sep);
  return path.join(root, first);
}

export function checkCatalogs(root) {
  const folders = catalogueFolders(root);
  return { folders, problems: folders.flatMap((folder) => catalogueProblems(folder, root)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const { folders, problems } = checkCatalogs(root);
  if (problems.length) {
    console.error(`The catalogues disagree (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${folders.length} catalogues agree in ${suiteLocales().join(', ')}.`);
}
