// README.md's "Where a screen lives" table against the remotes' route manifests, the one place a
// route is declared: each route has its row (title, path, manifest), each row names a route, and
// the first query a row names is one the remote's prefetch module starts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REMOTES = fs
  .readdirSync(ROOT)
  .filter(
    (dir) => dir.startsWith('remote-') && fs.existsSync(path.join(ROOT, dir, 'src', 'routes.json')),
  );

/** The table's rows that name a remote's manifest: screen, path, manifest and first query. */
function readmeRows() {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Where a screen lives'));
  return section
    .split('\n')
    .filter((line) => /^\|.*`remote-[\w-]+\/src\/routes\.json`/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const unquote = (cell) => cell.replace(/^`|`$/g, '');
      return {
        title: cells[0],
        path: unquote(cells[1]),
        manifest: unquote(cells[2]),
        query: /^`(\w+)\(/.exec(cells[3])?.[1],
      };
    });
}

const routes = REMOTES.flatMap((remote) => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, remote, 'src', 'routes.json'), 'utf8'),
  );
  return manifest.routes.map((route) => ({
    title: route.title,
    path: route.path,
    manifest: `${remote}/src/routes.json`,
  }));
});

test('every route of the manifests has its row, and every row names a route', () => {
  const rows = readmeRows();
  const key = ({ title, path: routePath, manifest }) => `${manifest} ${routePath} ${title}`;
  assert.ok(routes.length > 0);
  assert.deepEqual(rows.map(key).sort(), routes.map(key).sort());
});

test("each row's first query is one its remote's prefetch module starts", () => {
  for (const row of readmeRows()) {
    const prefetch = fs.readFileSync(
      path.join(ROOT, path.dirname(path.dirname(row.manifest)), 'src', 'exposes', 'prefetch.ts'),
      'utf8',
    );
    assert.ok(row.query, `${row.title}: no first query`);
    assert.match(prefetch, new RegExp(`\\b${row.query}\\(`), `${row.title}: ${row.query}`);
  }
});
