// `shared-ui/select`: Chakra's NativeSelect, and Fieldset (the call time picker's group of selects),
// with their recipes, and nothing else. In `shared-ui/forms` they cost the log-in page, which draws
// neither, Chakra's select and native select recipes, the native select and fieldset parts and
// Ark's fieldset; only forms with a select load this key (the sign-up page, the
// evaluation sheet, the dialogs of groups, people and calls). A list's small filter is
// `CompactSelect` (`shared-ui/lists`). The native select's recipe is Chakra's written out
// (theme/native-select-recipe.ts), without Chakra's select recipe, which Chakra's module reads it from.
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { nativeSelectSlotRecipe } from './theme/native-select-recipe';
import { addRecipes } from './theme/recipes';

export { Fieldset, NativeSelect } from '@chakra-ui/react';

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  slotRecipes: { fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
});
