// The documentation's links hold: every `docs/…` path cited in code, READMEs and docs exists (with
// its #anchor, when it names one), every relative Markdown link resolves, and nothing cites the
// design notes outside the repository, which a clone does not have.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  'test-results',
  'releases',
  'coverage',
  '.turbo',
]);
const SCANNED = /\.(ts|tsx|js|cjs|mjs|md|json|yaml|yml)$/;
const SKIP_FILES = new Set(['pnpm-lock.yaml']);

function sourceFiles(dir = ROOT) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SCANNED.test(entry.name) && !SKIP_FILES.has(entry.name) ? [full] : [];
  });
}

const files = sourceFiles().map((file) => ({
  file: path.relative(ROOT, file),
  text: fs.readFileSync(file, 'utf8'),
}));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** Why a target (a path from the repository's root, maybe with #anchor) does not resolve. */
function problemWith(target) {
  const [pathPart, anchor] = target.split('#');
  const full = path.join(ROOT, pathPart);
  if (!fs.existsSync(full)) return 'no such file';
  if (anchor && pathPart.endsWith('.md') && !anchorsOf(fs.readFileSync(full, 'utf8')).has(anchor))
    return `no heading #${anchor}`;
  return null;
}

test('every docs/… path cited anywhere exists, with its anchor', () => {
  // Not after a letter, dot, slash or colon: `/docs` routes and URLs are no citations.
  const citation = /(?<![\w./:@-])docs\/(?:[\w.-]+\/)*[\w.-]*\w(?:#[\w-]+)?/g;
  const broken = [];
  let cited = 0;
  for (const { file, text } of files) {
    for (const match of text.matchAll(citation)) {
      cited += 1;
      const problem = problemWith(match[0]);
      if (problem) broken.push(`${file}: ${match[0]} (${problem})`);
    }
  }
  assert.ok(cited > 0, 'the code cites docs/');
  assert.deepEqual(broken, []);
});

test('every relative Markdown link resolves, with its anchor', () => {
  const link = /\]\(([^)\s]+)\)/g;
  const broken = [];
  for (const { file, text } of files.filter(({ file }) => file.endsWith('.md'))) {
    for (const [, target] of text.matchAll(link)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const resolved = target.startsWith('#')
        ? `${file}${target}`
        : path.join(path.dirname(file), target);
      const problem = problemWith(resolved);
      if (problem) broken.push(`${file}: ${target} (${problem})`);
    }
  }
  assert.deepEqual(broken, []);
});

test('nothing cites the design notes outside the repository', () => {
  const outside = [
    /shared\/design/,
    /\.\.\/shared(?![\w-])/,
    /(?<![\w.-])(?:API|ARCHITECTURE|CONVENTIONS)\.md\b/,
  ];
  const self = path.relative(ROOT, import.meta.filename);
  const found = files
    .filter(({ file }) => file !== self)
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => outside.some((pattern) => pattern.test(line)))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
  assert.deepEqual(found, []);
});

test('the anchors follow GitHub’s rules', () => {
  const anchors = anchorsOf(
    '# API\n## Who may do what\n```\n# not a heading\n```\n## `pnpm test`, step 1\n## Who may do what\n',
  );
  assert.deepEqual(
    [...anchors],
    ['api', 'who-may-do-what', 'pnpm-test-step-1', 'who-may-do-what-1'],
  );
});
