// `shared-ui/progress`: Chakra's Progress with its recipe, and nothing else: only the group cards'
// capacity bars and the student dashboard's meters draw it. In `shared-ui/lists` every list screen
// (Students, Staff, Calls, Schedule, Overview...) paid Zag's progress machine and Chakra's progress
// parts on its first content without drawing a bar (issue 11).
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Progress } from '@chakra-ui/react';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { progress: progressSlotRecipe } });
