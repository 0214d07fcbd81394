// The suite's Chakra system carries only some of Chakra's recipes (theme/system.ts), and each
// family of shared-ui adds those of the components it draws when it loads (theme/recipes.ts): a
// component whose recipe is missing would render unstyled, with no error. Every Chakra component a
// module of shared-ui imports (its own parts and the ones it re-exports to the apps) is followed
// through Chakra's own code to the recipes it reads; each entry (the core key, every family, every
// part fetched on its own) is loaded alone, and must leave the system with each recipe its modules
// read, as Chakra's defaults have it, and no other.
import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem, type SystemContext } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { system } from '../theme/system';
import { Table, Tag } from '../lists';
import { renderUi } from './renderUi';

const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const esm = path.join(chakraDir, 'dist', 'esm');
const componentsDir = path.join(esm, 'components');
const srcDir = path.join(__dirname, '..');

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

const noKeys = (): Keys => ({ recipes: new Set(), slotRecipes: new Set() });

/**
 * The recipe keys a file's recipe contexts and recipe hooks read: Chakra's components, and
 * shared-ui's own parts made of Chakra's recipe context (`ProgressBar`).
 */
function recipeContextKeys(source: string, keys: Keys): Keys {
  for (const [, call, key] of source.matchAll(
    /(createSlotRecipeContext|useSlotRecipe|createRecipeContext|useRecipe)\(\s*\{\s*key:\s*["'](\w+)["']/g,
  ))
    (call!.includes('Slot') ? keys.slotRecipes : keys.recipes).add(key!);
  return keys;
}

/** The recipe keys a component's file reads, following its imports of other Chakra components. */
function recipeKeys(file: string, keys: Keys, seen = new Set<string>()): Keys {
  if (seen.has(file)) return keys;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  recipeContextKeys(source, keys);
  for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const next = path.resolve(path.dirname(file), specifier!);
    if (next.startsWith(componentsDir + path.sep)) recipeKeys(next, keys, seen);
  }
  return keys;
}

/** A relative import of shared-ui's source, as a file. */
function resolveSource(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  // '' last: a file named with its extension (a catalogue, src/locales/en.json).
  const file = ['.ts', '.tsx', '/index.ts', ''].map((end) => base + end).find(fs.existsSync);
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
  return file;
}

/** The file a share key of shared-ui names (package.json `exports`). */
function keyEntry(key: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(srcDir, '..', 'package.json'), 'utf8'));
  const file = (manifest.exports as Record<string, string>)[`.${key.slice('shared-ui'.length)}`];
  if (!file) throw new Error(`shared-ui has no key ${key}`);
  return path.join(srcDir, '..', file);
}

interface SourceFile {
  /** Value names imported or re-exported from '@chakra-ui/react'. */
  chakraNames: string[];
  /** shared-ui files it imports statically. */
  imports: string[];
  /** shared-ui files it fetches with import(): entries of their own. */
  fetches: string[];
}

function readSource(file: string): SourceFile {
  // Without comments, whose examples are no imports.
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  const chakraNames: string[] = [];
  for (const [, list] of source.matchAll(
    /(?:import|export)\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
  ))
    for (const item of list!.split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) chakraNames.push(name.split(/\s+as\s+/)[0]!);
    }
  // Type-only imports load nothing. A family imports another one by the package's name (its
  // share key, so a page gets one copy): that key's entry loads with it.
  const imports = [
    ...source.matchAll(
      /^(?:import|export)\s+(type\s+)?(?:[^;]*?from\s*)?'(\.{1,2}\/[^']+|shared-ui(?:\/[\w-]+)?)'/gm,
    ),
  ]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , specifier]) =>
      specifier!.startsWith('.') ? resolveSource(file, specifier!) : keyEntry(specifier!),
    );
  const fetches = [...source.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)].map(([, specifier]) =>
    resolveSource(file, specifier!),
  );
  return { chakraNames, imports, fetches };
}

/** The files an entry loads with it (its static imports, followed). */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const next of readSource(entry).imports) moduleGraph(next, seen);
  return seen;
}

const files = componentFiles();

/** The recipes of Chakra's defaults the components drawn by these files read. */
function recipesRead(sources: Iterable<string>): Keys {
  const keys = noKeys();
  for (const file of sources) {
    recipeContextKeys(fs.readFileSync(file, 'utf8'), keys);
    for (const name of readSource(file).chakraNames) {
      const component = files.get(name);
      if (component) recipeKeys(component, keys);
    }
  }
  // Chakra itself has no recipe for some keys (Text's "text"): nothing to carry there.
  return {
    recipes: new Set([...keys.recipes].filter((key) => defaultSystem.isRecipe(key))),
    slotRecipes: new Set([...keys.slotRecipes].filter((key) => defaultSystem.isSlotRecipe(key))),
  };
}

/** What a page loads as one piece: the package's exports and each part fetched with import(). */
function entries(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(srcDir, '..', 'package.json'), 'utf8'));
  const found = new Set<string>(
    Object.values(manifest.exports as Record<string, string>).map((file) =>
      path.join(srcDir, '..', file),
    ),
  );
  for (const entry of found)
    for (const file of moduleGraph(entry))
      for (const fetched of readSource(file).fetches) found.add(fetched);
  return [...found];
}

/** The system as it stands once only `entry` (and what it imports) has loaded. */
async function systemAfterLoading(entry: string | null): Promise<SystemContext> {
  let loaded: SystemContext | undefined;
  await jest.isolateModulesAsync(async () => {
    if (entry) await import(entry);
    loaded = (await import('../theme/system')).system;
  });
  return loaded!;
}

const keysOf = (sys: SystemContext): Keys => ({
  recipes: new Set(Object.keys(sys._config.theme?.recipes ?? {})),
  slotRecipes: new Set(Object.keys(sys._config.theme?.slotRecipes ?? {})),
});

const name = (file: string) => path.relative(srcDir, file);
const coreEntry = path.join(srcDir, 'index.ts');

describe('the Chakra system', () => {
  it('finds the components shared-ui draws and every entry', () => {
    // The scan itself works: these are read through their component files.
    const all = recipesRead(entries().flatMap((entry) => [...moduleGraph(entry)]));
    expect([...all.recipes]).toEqual(expect.arrayContaining(['button', 'spinner', 'checkmark']));
    expect([...all.slotRecipes]).toEqual(
      expect.arrayContaining(['dialog', 'table', 'menu', 'toast', 'checkbox', 'field']),
    );
    expect(entries().map(name)).toEqual(
      expect.arrayContaining(['index.ts', 'lists.ts', 'overlays.ts', 'toaster/ToasterView.tsx']),
    );
  });

  it('holds, before any family loads, only the recipes the core key draws', async () => {
    const core = recipesRead(moduleGraph(coreEntry));
    const keys = keysOf(await systemAfterLoading(null));
    expect([...keys.recipes].sort()).toEqual([...core.recipes].sort());
    expect([...keys.slotRecipes].sort()).toEqual([...core.slotRecipes].sort());
    expect(keys.slotRecipes.has('table')).toBe(false);
    expect(keys.slotRecipes.has('dialog')).toBe(false);
  });

  it.each(entries().map((entry) => [name(entry), entry]))(
    "%s brings every recipe its components read, as Chakra's defaults have it, and no other",
    async (_name, entry) => {
      const read = recipesRead(moduleGraph(entry));
      const core = recipesRead(moduleGraph(coreEntry));
      const sys = await systemAfterLoading(entry);
      const keys = keysOf(sys);
      expect([...read.recipes].filter((key) => !sys.isRecipe(key))).toEqual([]);
      expect([...read.slotRecipes].filter((key) => !sys.isSlotRecipe(key))).toEqual([]);
      const ours = sys._config.theme;
      const chakras = defaultSystem._config.theme;
      for (const key of read.recipes) expect(ours?.recipes?.[key]).toEqual(chakras?.recipes?.[key]);
      for (const key of read.slotRecipes)
        expect(ours?.slotRecipes?.[key]).toEqual(chakras?.slotRecipes?.[key]);
      const carried = (all: Set<string>, own: Set<string>, cores: Set<string>) =>
        [...all].filter((key) => !own.has(key) && !cores.has(key));
      expect(carried(keys.recipes, read.recipes, core.recipes)).toEqual([]);
      expect(carried(keys.slotRecipes, read.slotRecipes, core.slotRecipes)).toEqual([]);
    },
  );

  it("draws a family's component with the recipe the family added", async () => {
    await renderUi(
      <Table.Root aria-label="Levels">
        <Table.Body>
          <Table.Row>
            <Table.Cell>
              <Tag.Root colorPalette="brand" data-testid="level">
                <Tag.Label>A1</Tag.Label>
              </Tag.Root>
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>,
    );
    // The recipe's class names come with the recipe: without it the parts have none.
    expect(screen.getByRole('table', { name: 'Levels' })).toHaveClass('chakra-table__root');
    expect(screen.getByTestId('level')).toHaveClass('chakra-tag__root');
    expect(system.isSlotRecipe('table')).toBe(true);
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
