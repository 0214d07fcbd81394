// `shared-ui/tabs`: Chakra's Tabs with its recipe, and nothing else: only the sign-up page draws
// them. In `shared-ui/choices` they cost the attendance sheet, which draws checkboxes only, Zag's
// tabs machine and Chakra's tabs parts on its first content.
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Tabs } from '@chakra-ui/react';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });
