// The single bundle of `pnpm bench:web --monolith` (tooling/monolith.cjs) swaps the host's loader of
// remote code for tooling/monolith/remotes.js: a function the host gains and the swap lacks builds
// without a word from webpack and breaks only in the browser, when the benchmark measures it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The functions and constants a module's source exports (types aside). */
function exportedValues(file) {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)]
    .map((match) => match[1])
    .sort();
}

it("the single bundle's loader exports every function of the host's", () => {
  const host = exportedValues('host/src/federation/remotes.ts');
  assert.ok(host.includes('loadRouteModule'));
  assert.deepEqual(exportedValues('tooling/monolith/remotes.js'), host);
});
