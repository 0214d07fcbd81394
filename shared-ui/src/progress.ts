// `shared-ui/progress`: `ProgressBar`, Chakra's Progress for a known value, with its recipe and
// nothing else, so that only the screens drawing a bar (group cards, the student dashboard) load it.
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { ProgressBar, type ProgressBarRootProps } from './progress/ProgressBar';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { progress: progressSlotRecipe } });
