// A palette, keyframe or style that a screen uses and the theme does not define (a typo, a palette
// of our own never added) renders without its colour or animation, with no error. So every source of the apps and of shared-ui, and every recipe the system and the
// families carry, is scanned for what it uses: the palettes (`colorPalette="teal"`, a map of
// statuses to palettes, `pink.subtle`, `gray.200`), the colour tokens, the keyframes of an
// `animation`, and the text, layer and animation styles; each must be in the system.
import fs from 'node:fs';
import path from 'node:path';
import * as chakra from '@chakra-ui/react/theme';
import { system } from '../system';
// Every family and part that adds recipes, so that the system holds all the recipes the suite uses.
import '../../lists';
import '../../overlays';
import '../../forms';
import '../../choices';
import '../../standalone';
import '../../toaster/ToasterView';

const workspace = path.resolve(__dirname, '..', '..', '..', '..');
/** The host, every remote and the shared packages (a new remote is scanned too). */
const SOURCE_DIRS = fs
  .readdirSync(workspace)
  .filter((name) => /^(host|remote-[\w-]+|shared-[\w-]+)$/.test(name))
  .map((name) => path.join(name, 'src'))
  .filter((dir) => fs.existsSync(path.join(workspace, dir)));

/** Every .ts and .tsx file of the apps and shared packages, tests apart. */
function sources(): Array<{ file: string; text: string }> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(workspace, dir));
  return files.map((file) => ({
    file: path.relative(workspace, file),
    text: fs.readFileSync(file, 'utf8'),
  }));
}

const theme = system._config.theme!;
const defined = (table: object | undefined, name: string) =>
  table !== undefined && Object.hasOwn(table, name);
const hasToken = (name: string) => system.tokens.getByName(name) !== undefined;

// What could name a palette or a colour group: Chakra's (all of them, not only the suite's) and
// the system's own (brand...).
const chakraColors = chakra.tokens.colors as Record<string, unknown>;
const systemColors = { ...theme.tokens?.colors, ...theme.semanticTokens?.colors };
const colourGroups = new Set([
  ...Object.keys(chakraColors),
  ...Object.keys(chakra.semanticTokens.colors!),
  ...Object.keys(systemColors),
]);
const isScale = (value: unknown) => typeof value === 'object' && value !== null && '500' in value;
const paletteNames = new Set([
  ...Object.keys(chakraColors).filter((name) => isScale(chakraColors[name])),
  ...Object.keys(systemColors).filter((name) => isScale(systemColors[name])),
]);

/** What a token reference starts with: `{colors.gray.200}`, `{spacing.4}`. */
const tokenCategories = new Set([
  ...Object.keys(chakra.tokens),
  ...Object.keys(chakra.semanticTokens),
  ...Object.keys(theme.tokens ?? {}),
  'breakpoints',
]);

/** The tokens a value refers to: `{colors.gray.900/10}` is colors.gray.900. */
function references(value: string): string[] {
  return [...value.matchAll(/(?<!\$)\{(\w+)\.([\w.-]+)(?:\/\d+)?\}/g)]
    .filter(([, category]) => tokenCategories.has(category!))
    .map(([, category, rest]) => `${category}.${rest}`);
}

interface Use {
  what: string;
  where: string;
}

/** What a recipe (or a style of the theme) uses, walking its styles. */
function usesOfStyles(styles: unknown, where: string, uses: Use[], property = ''): void {
  if (typeof styles === 'string') {
    uses.push(...usesOfValue(property, styles, where));
    return;
  }
  if (typeof styles !== 'object' || styles === null) return;
  for (const [key, value] of Object.entries(styles)) {
    // A condition, a breakpoint, a selector or a recipe's structure keeps the property it is under.
    const isProperty =
      /^[a-zA-Z-]+$/.test(key) &&
      !['base', 'sm', 'md', 'lg', 'xl', '2xl', 'value', 'DEFAULT'].includes(key);
    usesOfStyles(value, where, uses, isProperty ? key : property);
  }
}

const STYLE_PROPERTIES = ['textStyle', 'layerStyle', 'animationStyle'];

/** What one style value uses: `colorPalette: 'red'`, `animation: 'spin 1s'`, `'{colors.gray.200}'`... */
function usesOfValue(property: string, value: string, where: string): Use[] {
  const uses: Use[] = [];
  if (property === 'colorPalette') uses.push({ what: `palette ${value}`, where });
  if (STYLE_PROPERTIES.includes(property)) uses.push({ what: `${property} ${value}`, where });
  if (property === 'animation' || property === 'animationName')
    for (const part of value.split(','))
      uses.push({ what: `animation ${part.trim().split(/\s+/)[0]}`, where });
  for (const reference of references(value)) uses.push({ what: `token ${reference}`, where });
  const token = /^([a-zA-Z]+)\.([a-zA-Z0-9]+)(\/\d+)?$/.exec(value);
  if (token && (colourGroups.has(token[1]!) || token[1] === 'colorPalette'))
    uses.push({ what: `token colors.${token[1]}.${token[2]}`, where });
  return uses;
}

/** What a source file uses, from its string literals and style props. */
function usesOfSource(file: string, text: string): Use[] {
  const uses: Use[] = [];
  const line = (index: number) => `${file}:${text.slice(0, index).split('\n').length}`;
  // A palette named anywhere (a prop, a map of statuses to palettes...), as a whole string.
  for (const match of text.matchAll(/(['"`])([a-zA-Z]+)\1/g))
    if (paletteNames.has(match[2]!))
      uses.push({ what: `palette ${match[2]}`, where: line(match.index) });
  // A palette prop, whatever it names: a palette not even Chakra has is a mistake too.
  for (const match of text.matchAll(/\b(?:colorPalette|palette)\s*[=:]\s*\{?\s*(['"`])(\w+)\1/g))
    uses.push({ what: `palette ${match[2]}`, where: line(match.index) });
  // Styles and animations given as props or in style objects.
  for (const match of text.matchAll(
    /\b(textStyle|layerStyle|animationStyle|animationName|animation)\s*[=:]\s*\{?\s*(['"`])([^'"`]+)\2/g,
  ))
    uses.push(...usesOfValue(match[1]!, match[3]!, line(match.index)));
  // Colour tokens and references in any string: 'pink.subtle', 'gray.200', '{colors.red.500}'.
  for (const match of text.matchAll(/(['"`])([^'"`\n]+)\1/g))
    uses.push(
      ...usesOfValue('', match[2]!, line(match.index)).filter((use) =>
        use.what.startsWith('token '),
      ),
    );
  return uses;
}

const sourceFiles = sources();
/** Keyframes a source defines for itself (`@keyframes ld-auth-spin`). */
const ownKeyframes = new Set(
  sourceFiles.flatMap(({ text }) => [...text.matchAll(/@keyframes\s+([\w-]+)/g)].map((m) => m[1]!)),
);

/** The `colorPalette.*` tokens the recipes and styles read: each palette used must have them. */
function paletteTokenNames(uses: Use[]): string[] {
  const names = new Set<string>();
  for (const { what } of uses) {
    const match = /^token colors\.colorPalette\.(\w+)$/.exec(what);
    if (match) names.add(match[1]!);
  }
  return [...names].sort();
}

/** Each use the system does not define, as `what (where)`. */
function missing(uses: Use[], paletteTokens: string[]): string[] {
  const problems = new Set<string>();
  for (const { what, where } of uses) {
    const [kind, name] = what.split(' ') as [string, string];
    let ok = true;
    if (kind === 'palette')
      ok = paletteTokens.every((token) => hasToken(`colors.${name}.${token}`));
    else if (kind === 'token')
      // `colorPalette` is whichever palette the component has: checked through the palettes.
      ok = name.startsWith('colors.colorPalette.') || hasToken(name);
    else if (kind === 'animation')
      ok =
        ['none', 'inherit', 'initial'].includes(name) ||
        name.startsWith('var(') ||
        defined(theme.keyframes, name) ||
        hasToken(`animations.${name}`) ||
        ownKeyframes.has(name);
    else if (kind === 'textStyle') ok = defined(theme.textStyles, name);
    else if (kind === 'layerStyle') ok = defined(theme.layerStyles, name);
    else if (kind === 'animationStyle') ok = defined(theme.animationStyles, name);
    if (!ok) problems.add(`${what} (${where})`);
  }
  return [...problems].sort();
}

function themeUses(): Use[] {
  const uses: Use[] = [];
  for (const [key, recipe] of Object.entries({ ...theme.recipes, ...theme.slotRecipes }))
    usesOfStyles(recipe, `recipe ${key}`, uses);
  usesOfStyles(system._config.globalCss, 'global CSS', uses);
  for (const table of ['layerStyles', 'animationStyles', 'textStyles'] as const)
    for (const [key, style] of Object.entries(theme[table] ?? {}))
      usesOfStyles(style, `${table} ${key}`, uses);
  return uses;
}

describe('the theme defines everything the suite uses', () => {
  test('scans the host, the remotes and the shared packages', () => {
    expect(SOURCE_DIRS).toEqual(
      expect.arrayContaining([
        'host/src',
        'remote-student/src',
        'shared-ui/src',
        'shared-domain/src',
      ]),
    );
  });

  const recipeUses = themeUses();
  const paletteTokens = paletteTokenNames(recipeUses);

  test('the recipes read the semantic tokens of their palette', () => {
    // The scan finds them: a palette is checked for each of these.
    expect(paletteTokens).toEqual(expect.arrayContaining(['solid', 'contrast', 'fg', 'muted']));
  });

  test("every palette, token, keyframe and style of the system's recipes and styles", () => {
    expect(missing(recipeUses, paletteTokens)).toEqual([]);
  });

  test('every palette, colour token, keyframe and style the sources of the suite use', () => {
    const uses = sourceFiles.flatMap(({ file, text }) => usesOfSource(file, text));
    // The scan sees the suite's palettes (a map of statuses, a prop, a token).
    const palettes = new Set(
      uses.filter((use) => use.what.startsWith('palette ')).map((use) => use.what),
    );
    expect([...palettes]).toEqual(
      expect.arrayContaining(['palette brand', 'palette teal', 'palette pink']),
    );
    expect(missing(uses, paletteTokens)).toEqual([]);
  });

  test('every token a token of the system refers to ({colors.gray.200}), in each colour mode', () => {
    const dangling: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (typeof value === 'string')
        for (const reference of references(value))
          if (!hasToken(reference)) dangling.push(`${where}: ${reference}`);
      if (typeof value === 'object' && value !== null)
        for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
    };
    walk(theme.tokens, 'tokens');
    walk(theme.semanticTokens, 'semanticTokens');
    expect(dangling).toEqual([]);
  });
});
