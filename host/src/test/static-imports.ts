// What a module loads with it: the packages imported statically by it and by the files it imports
// statically, followed through relative imports (not its chunks: import(), nor type imports).
// For the tests that keep a package off a page's first content (issue 11). An import clause holds
// no parenthesis or `=`, so a declaration (`export function f(...) { ... 'text' }`) is not one.
import fs from 'node:fs';
import path from 'node:path';

export function packagesLoadedWith(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1');
    for (const [, clause, specifier] of source.matchAll(
      /^(?:import|export)\s+([^'";()=]*?)\s*(?:from\s*)?'([^']+)'/gm,
    )) {
      if (/^type\s/.test(clause!)) continue;
      if (!specifier!.startsWith('.')) {
        packages.add(specifier!);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier!);
      const next = ['.ts', '.tsx', '/index.ts'].map((end) => base + end).find(fs.existsSync);
      if (!next) throw new Error(`${file}: cannot resolve ${specifier}`);
      visit(next);
    }
  };
  visit(entry);
  return packages;
}
