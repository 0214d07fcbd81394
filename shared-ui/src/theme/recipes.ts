// The recipe tables of the suite's Chakra system, which each shared-ui family adds its recipes to
// when its module loads, so a page pays for a recipe only once it draws it. Tables, not the
// `recipe` prop, which would compile a recipe again for every mounted component.
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
