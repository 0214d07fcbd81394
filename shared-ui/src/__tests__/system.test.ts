// The suite's Chakra system carries only some of Chakra's recipes (theme/system.ts): a component
// whose recipe is missing would render unstyled, with no error. Every Chakra component shared-ui
// imports (its own parts and the ones it re-exports to the apps) is followed through Chakra's own
// code to the recipes it reads, and each must be in the system as Chakra's defaults have it.
import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { system } from '../theme/system';

const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const esm = path.join(chakraDir, 'dist', 'esm');
const componentsDir = path.join(esm, 'components');

/** Chakra's exported name -> the file of its component (a namespace's namespace.js). */
function componentFiles(): Map<string, string> {
  const index = fs.readFileSync(path.join(esm, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /export \{([^}]*)\} from '(\.\/components\/[^']+)'/g,
  ))
    for (const item of names!.split(',')) {
      const [name, alias] = item.trim().split(/\s+as\s+/);
      files.set((alias ?? name)!.trim(), path.join(esm, file!));
    }
  const namespaces = new Map<string, string>();
  for (const [, local, file] of index.matchAll(
    /import \* as (\S+) from '(\.\/components\/[^']+)'/g,
  ))
    namespaces.set(local!, path.join(esm, file!));
  for (const [, local, name] of index.matchAll(/export \{ (\S+) as (\w+) \};/g))
    if (namespaces.has(local!)) files.set(name!, namespaces.get(local!)!);
  return files;
}

interface Keys {
  recipes: Set<string>;
  slotRecipes: Set<string>;
}

/** The recipe keys a component's file reads, following its imports of other Chakra components. */
function recipeKeys(file: string, keys: Keys, seen = new Set<string>()): Keys {
  if (seen.has(file)) return keys;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, call, key] of source.matchAll(
    /(createSlotRecipeContext|useSlotRecipe|createRecipeContext|useRecipe)\(\s*\{\s*key:\s*"(\w+)"/g,
  ))
    (call!.includes('Slot') ? keys.slotRecipes : keys.recipes).add(key!);
  for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const next = path.resolve(path.dirname(file), specifier!);
    if (next.startsWith(componentsDir + path.sep)) recipeKeys(next, keys, seen);
  }
  return keys;
}

/** Every value name shared-ui's code imports or re-exports from '@chakra-ui/react'. */
function chakraNamesUsed(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(file);
      } else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, list] of source.matchAll(
          /(?:import|export)\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
        ))
          for (const item of list!.split(',')) {
            const name = item.trim();
            if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
          }
      }
    }
  };
  walk(path.join(__dirname, '..'));
  return names;
}

describe('the Chakra system', () => {
  const files = componentFiles();
  const used = chakraNamesUsed();
  const keys: Keys = { recipes: new Set(), slotRecipes: new Set() };
  for (const name of used) {
    const file = files.get(name);
    if (file) recipeKeys(file, keys);
  }

  it('finds the components shared-ui draws', () => {
    // The scan itself works: these are read through their component files.
    expect([...used]).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Table', 'Menu']));
    expect([...keys.recipes]).toEqual(expect.arrayContaining(['button', 'spinner', 'checkmark']));
    expect([...keys.slotRecipes]).toEqual(
      expect.arrayContaining(['dialog', 'table', 'menu', 'toast', 'checkbox', 'field']),
    );
  });

  it("has every recipe the suite's components read, as Chakra's defaults have it", () => {
    // Chakra itself has no recipe for some keys (Text's "text"): nothing to keep there.
    const recipes = [...keys.recipes].filter((key) => defaultSystem.isRecipe(key));
    const slotRecipes = [...keys.slotRecipes].filter((key) => defaultSystem.isSlotRecipe(key));
    expect(recipes.filter((key) => !system.isRecipe(key))).toEqual([]);
    expect(slotRecipes.filter((key) => !system.isSlotRecipe(key))).toEqual([]);
    const ours = system._config.theme;
    const chakras = defaultSystem._config.theme;
    for (const key of recipes) expect(ours?.recipes?.[key]).toEqual(chakras?.recipes?.[key]);
    for (const key of slotRecipes)
      expect(ours?.slotRecipes?.[key]).toEqual(chakras?.slotRecipes?.[key]);
  });

  it('leaves out the recipes no component of the suite reads', () => {
    const recipes = Object.keys(system._config.theme?.recipes ?? {});
    const slotRecipes = Object.keys(system._config.theme?.slotRecipes ?? {});
    expect(recipes.filter((key) => !keys.recipes.has(key))).toEqual([]);
    expect(slotRecipes.filter((key) => !keys.slotRecipes.has(key))).toEqual([]);
    expect(system.isSlotRecipe('accordion')).toBe(false);
  });

  it("keeps Chakra's tokens, with the brand's on top", () => {
    const ours = new Set(system.tokens.allTokens.map((token) => token.name));
    const missing = defaultSystem.tokens.allTokens
      .map((token) => token.name)
      .filter((name) => !ours.has(name));
    expect(missing).toEqual([]);
    expect(ours.has('colors.brand.600')).toBe(true);
    expect(system.token('colors.fg.error')).toBeDefined();
  });
});
