// `shared-ui/select`: Chakra's NativeSelect, and Fieldset (the call time picker's group of selects),
// with their recipes, and nothing else: only forms with a select load this key (the sign-up page,
// the evaluation sheet, the dialogs of groups, people and calls), not the log-in page. A list's
// small filter is `CompactSelect` (`shared-ui/lists`).
import { fieldsetSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Fieldset, NativeSelect } from '@chakra-ui/react';

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  slotRecipes: { fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
});
