// `shared-ui/forms`: form fields (the log-in page's among them) and Chakra's field and input
// (native select and fieldset: `shared-ui/select`; checkbox: `shared-ui/choices`; tabs:
// `shared-ui/tabs`); the form schemas' resolvers fetched on first use.
import { fieldSlotRecipe, inputAddonRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { FormField } from './forms/FormField';
export { PasswordInput } from './forms/PasswordInput';
export { lazyResolver, loadOnce, usePreloadResolver } from './forms/lazyResolver';
export { Field, Input } from '@chakra-ui/react';

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  recipes: { input: inputRecipe, inputAddon: inputAddonRecipe },
  slotRecipes: { field: fieldSlotRecipe },
});
