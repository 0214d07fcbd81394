// `shared-ui/progress`: Chakra's Progress with its recipe, and nothing else: only the group cards'
// capacity bars and the student dashboard's meters draw it, so the list screens that draw no bar
// do not load Zag's progress machine.
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Progress } from '@chakra-ui/react';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { progress: progressSlotRecipe } });
