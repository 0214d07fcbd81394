// What a source file loads with it, for the tests that keep a package off a page's first content:
// the specifiers it imports for their values and those it fetches with import(), read from the
// text with comments dropped. Node only (node:fs): tests import it by a relative path.
import fs from 'node:fs';
import path from 'node:path';

/** A file of TypeScript source, as a relative import names it (`base` without its extension). */
export function resolveSource(base: string): string {
  const file = ['', '.ts', '.tsx', '/index.ts']
    .map((end) => base + end)
    .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!file) throw new Error(`cannot resolve ${base}`);
  return file;
}

/** The specifiers `file` imports for their values (`static`) and fetches with import(). */
export function importsOf(file: string): { static: string[]; fetched: string[] } {
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  const found: string[] = [];
  for (const [, clause, specifier] of source.matchAll(
    /^(?:import|export)\s+([^'";()=]*?)\s*(?:from\s*)?'([^']+)'/gm,
  )) {
    if (/^type\s/.test(clause!)) continue;
    const names = /^\{([^}]*)\}$/
      .exec(clause!.trim())?.[1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names?.length && names.every((name) => name.startsWith('type '))) continue;
    found.push(specifier!);
  }
  const fetched = [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map(([, name]) => name!);
  return { static: found, fetched };
}

/**
 * The packages a module loads with it: those imported statically by it and by the files it
 * imports statically, followed through relative imports (not its chunks: import()).
 */
export function packagesLoadedWith(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importsOf(file).static) {
      if (specifier.startsWith('.'))
        visit(resolveSource(path.resolve(path.dirname(file), specifier)));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}
