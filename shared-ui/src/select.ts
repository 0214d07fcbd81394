// `shared-ui/select`: Chakra's NativeSelect and Fieldset with their recipes, and nothing else, so
// only forms with a select load them (a list's small filter is `CompactSelect`, shared-ui/lists).
import { fieldsetSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Fieldset, NativeSelect } from '@chakra-ui/react';

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  slotRecipes: { fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
});
