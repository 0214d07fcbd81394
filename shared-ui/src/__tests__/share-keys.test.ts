// The core key, `shared-ui`, is on every page, a visitor's log-in page among them, which draws no
// data: it imports nothing of TanStack Query, whose share (`@tanstack/react-query`, with
// query-core: about 12 KB gzipped) the page would otherwise fetch before it shows (a shared
// module's imports are fetched with it). What uses TanStack Query is the data family,
// `shared-ui/data` (README, "Share keys"). Each entry's module graph is followed through
// shared-ui's own files and the workspace packages it imports (shared-auth, shared-domain), both
// the static imports and the parts it fetches with import() (the toaster's view, which the log-in
// page fetches on its first toast); other packages (React, Chakra, zustand...) import no TanStack
// Query.
import fs from 'node:fs';
import path from 'node:path';
import { importsOf, resolveSource } from '../../../tooling/test-support/src/static-imports';

const srcDir = path.join(__dirname, '..');
const workspace = path.join(srcDir, '..', '..');
const WORKSPACE_PACKAGES = ['shared-ui', 'shared-auth', 'shared-domain'];

/** A workspace package's entry for `specifier` (its package.json `exports`), or null. */
function workspaceEntry(specifier: string): string | null {
  const name = WORKSPACE_PACKAGES.find(
    (pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`),
  );
  if (!name) return null;
  const dir = path.join(workspace, name);
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const entry = exports[`.${specifier.slice(name.length)}`];
  if (!entry) throw new Error(`${name} exports no ${specifier}`);
  return path.join(dir, entry);
}

/** What a file loads: the specifiers it imports for their values, and those it fetches. */
function specifiersOf(file: string): string[] {
  const imports = importsOf(file);
  return [...imports.static, ...imports.fetched];
}

/**
 * Every file an entry loads (and fetches), with each outside package it imports and where;
 * `ownFilesOnly`: without following the workspace packages' keys (shared-ui's own among them), so
 * only the files the entry's chunks carry themselves.
 */
function moduleGraph(entry: string, { ownFilesOnly = false } = {}) {
  const files = new Set<string>();
  const packages = new Map<string, string[]>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of specifiersOf(file)) {
      if (specifier.startsWith('.')) {
        visit(resolveSource(path.resolve(path.dirname(file), specifier)));
        continue;
      }
      const workspaceFile = workspaceEntry(specifier);
      if (workspaceFile && !ownFilesOnly) {
        visit(workspaceFile);
        continue;
      }
      const importers = packages.get(specifier) ?? [];
      importers.push(path.relative(workspace, file));
      packages.set(specifier, importers);
    }
  };
  visit(entry);
  return { files, packages };
}

/** The outside packages of TanStack Query an entry reaches, each with the files importing it. */
function tanstackImports(entry: string): Record<string, string[]> {
  const { packages } = moduleGraph(entry);
  return Object.fromEntries([...packages].filter(([name]) => name.startsWith('@tanstack/')));
}

const manifest = JSON.parse(fs.readFileSync(path.join(srcDir, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const entryOf = (subpath: string) => path.join(srcDir, '..', manifest.exports[subpath]!);

describe("shared-ui's share keys and TanStack Query", () => {
  it('follows the imports it should: the scan finds TanStack Query where it is', () => {
    const data = moduleGraph(entryOf('./data'));
    expect([...data.files].map((file) => path.relative(srcDir, file))).toEqual(
      expect.arrayContaining(['data.ts', 'data/query-client.ts', 'data/query-state.ts']),
    );
    expect(Object.keys(tanstackImports(entryOf('./data')))).toEqual(['@tanstack/react-query']);
    // Through a workspace package's entry too (shared-auth's session store, which the data
    // family's sign-out follows).
    expect([...data.files].map((file) => path.relative(workspace, file))).toEqual(
      expect.arrayContaining([path.join('shared-auth', 'src', 'index.ts')]),
    );
  });

  it('keeps TanStack Query out of the core key, `shared-ui`, and what it fetches', () => {
    const core = moduleGraph(entryOf('.'));
    // The scan did reach the core's parts, the toaster's view (fetched) among them.
    expect([...core.files].map((file) => path.relative(srcDir, file))).toEqual(
      expect.arrayContaining(['index.ts', 'toaster/toaster.ts', 'toaster/ToasterView.tsx']),
    );
    expect(tanstackImports(entryOf('.'))).toEqual({});
  });

  it("takes the core's modules (the toaster) through the `shared-ui` key, so no page downloads them twice", () => {
    // A relative import of a core module would put a copy of it in the data family's chunk.
    const core = moduleGraph(entryOf('.'), { ownFilesOnly: true }).files;
    const data = moduleGraph(entryOf('./data'), { ownFilesOnly: true }).files;
    expect(
      [...data].filter((file) => core.has(file)).map((file) => path.relative(srcDir, file)),
    ).toEqual([]);
    expect(moduleGraph(entryOf('./data')).files).toContain(
      path.join(srcDir, 'toaster', 'toaster.ts'),
    );
  });

  it('publishes the data layer as a key of its own, `shared-ui/data`', () => {
    expect(manifest.exports['./data']).toBe('./src/data.ts');
  });
});
