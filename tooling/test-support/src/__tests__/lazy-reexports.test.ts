// The jest transform that makes Chakra's and Ark UI's indexes lazy (tooling/jest/lazy-reexports.cjs):
// the module it writes exports what the library's index exports, loads a re-exported module only
// when one of its exports is read, and an index of any other shape is left as it is.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Transformer {
  process(source: string): { code: string };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the transform is CommonJS tooling, not a package
const transformer = require('../../../jest/lazy-reexports.cjs') as Transformer;

// Node's own require, outside jest's module registry: the library's files as they are.
const nodeRequire = createRequire(__filename);
const chakraIndex = nodeRequire.resolve('@chakra-ui/react', {
  paths: [path.join(__dirname, '..', '..', '..', '..', 'shared-ui')],
});
const arkAccordionIndex = createRequire(chakraIndex).resolve('@ark-ui/react/accordion');

/** Runs the transformed `file` as a CommonJS module; `loaded` records what it requires. */
function loadTransformed(file: string, loaded: string[] = []) {
  const { code } = transformer.process(fs.readFileSync(file, 'utf8'));
  const fileRequire = createRequire(file);
  const module = { exports: {} as Record<string, unknown> };
  new Function('exports', 'require', 'module', code)(
    module.exports,
    (specifier: string) => {
      loaded.push(specifier);
      return fileRequire(specifier);
    },
    module,
  );
  return { code, exports: module.exports };
}

it("exports Ark UI's accordion names and values, in the index's order", () => {
  const original = nodeRequire(arkAccordionIndex) as Record<string, unknown>;
  const lazy = loadTransformed(arkAccordionIndex).exports;

  expect(Object.keys(lazy)).toEqual(Object.keys(original));
  for (const name of Object.keys(original))
    expect({ name, value: lazy[name] }).toEqual({ name, value: original[name] });
  expect(Object.prototype.toString.call(lazy)).toBe('[object Module]');
});

it("exports every name of Chakra's index, and loads a module only once one of its exports is read", () => {
  const loaded: string[] = [];
  const { code, exports: lazy } = loadTransformed(chakraIndex, loaded);
  const names = [...fs.readFileSync(chakraIndex, 'utf8').matchAll(/exports(?:\.|, ")(\w+)/g)].map(
    ([, name]) => name,
  );

  expect(code).not.toBe(fs.readFileSync(chakraIndex, 'utf8'));
  expect(Object.keys(lazy).sort()).toEqual([...new Set(names)].sort());
  expect(loaded).toEqual([]);
  expect(typeof lazy.Box).toBe('object');
  expect(loaded).toEqual(['./components/box/index.cjs']);
});

it('leaves an index that does more than re-export as it is', () => {
  const source = "'use strict';\nvar a = require('./a.cjs');\nexports.b = a.b;\nconsole.log(a);\n";
  expect(transformer.process(source).code).toBe(source);
});
