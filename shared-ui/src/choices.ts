// `shared-ui/choices`: Chakra's checkbox, with its state machine: only the sign-up page and the
// attendance sheet draw it, so the log-in page's fields (`shared-ui/forms`) do not bring it.
// Chakra's Tabs, which only the sign-up page draws, are `shared-ui/tabs` (since 0.9.0).
import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Checkbox } from '@chakra-ui/react';

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe },
});
