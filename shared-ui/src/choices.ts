// `shared-ui/choices`: Chakra's checkbox and tabs, with their state machines (about 8 KB gzipped):
// only the sign-up page and the attendance sheet draw them, so the log-in page's fields
// (`shared-ui/forms`) no longer bring them.
import { checkboxSlotRecipe, checkmarkRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Checkbox, Tabs } from '@chakra-ui/react';

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe, tabs: tabsSlotRecipe },
});
