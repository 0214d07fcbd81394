// `shared-ui/select`: Chakra's NativeSelect and Fieldset with their recipes, and nothing else, so
// only forms with a select load them. The native select's recipe is written out
// (theme/native-select-recipe.ts) to avoid pulling in Chakra's whole select recipe.
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { nativeSelectSlotRecipe } from './theme/native-select-recipe';
import { addRecipes } from './theme/recipes';

export { Fieldset, NativeSelect } from '@chakra-ui/react';

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  slotRecipes: { fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
});
