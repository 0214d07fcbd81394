// The recipe tables of the suite's one Chakra system, which the families of shared-ui add to. The
// system (./system.ts) is created with only the recipes of the components the core key draws; a
// family (`shared-ui/lists`, `shared-ui/overlays`...) adds the recipes of the Chakra components it
// draws or re-exports when its module loads, so a page pays for
// a recipe only once it loads something that draws it (the log-in page no longer carries the
// tables', dialogs', menus' and tabs' recipes).
//
// Chakra's components read their recipe by key from the system (`useSlotRecipe({ key })`, through
// `getSlotRecipeFn`, which compiles a recipe once and caches it), and the system reads its recipe
// tables when a key is first asked for: a recipe added before any component with that key renders
// is used exactly as one given to `createSystem`, with the same class names (`chakra-table__root`)
// and styles. The `recipe` prop Chakra's roots also take would compile the recipe again for every
// mounted component (0.6 to 2.5 ms each here: a list of tags or checkboxes would pay it per row),
// hence the tables. A family's module is always loaded before its components render (they are
// imported from it), and src/__tests__/system.test.tsx checks that each family, and each part
// fetched on its own, brings every recipe its components read.
//
// This module imports nothing of the system, so a family that adds recipes does not carry the
// system's code into its own chunk.
import type { SystemContext } from '@chakra-ui/react';

type Theme = NonNullable<SystemContext['_config']['theme']>;
type RecipeTable = NonNullable<Theme['recipes']>;
type SlotRecipeTable = NonNullable<Theme['slotRecipes']>;

interface FamilyRecipes {
  recipes?: RecipeTable;
  slotRecipes?: SlotRecipeTable;
}

const tables: { recipes: RecipeTable; slotRecipes: SlotRecipeTable } = {
  recipes: {},
  slotRecipes: {},
};

/** Adds recipes to the suite's system (again is a no-op); throws on a different one by that key. */
export function addRecipes({ recipes = {}, slotRecipes = {} }: FamilyRecipes): void {
  add(tables.recipes, recipes);
  add(tables.slotRecipes, slotRecipes);
}

function add<T>(table: Record<string, T>, added: Record<string, T>) {
  for (const [key, recipe] of Object.entries(added)) {
    // Two families drawing the same component add the same recipe (Chakra's one object).
    if (table[key] !== undefined && table[key] !== recipe)
      throw new Error(`the Chakra system has another recipe "${key}"`);
    table[key] = recipe;
  }
}

/**
 * Makes the system read its recipes from the tables the families add to, its own recipes first.
 * The system keeps its theme object and looks a key up in `theme.recipes` / `theme.slotRecipes`
 * when the key is first used.
 */
export function attachRecipeTables(system: SystemContext): void {
  const theme = system._config.theme;
  if (!theme) throw new Error('the Chakra system has no theme to hold recipes');
  addRecipes({ recipes: theme.recipes, slotRecipes: theme.slotRecipes });
  theme.recipes = tables.recipes;
  theme.slotRecipes = tables.slotRecipes;
}
