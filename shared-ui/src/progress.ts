// `shared-ui/progress`: `ProgressBar`, Chakra's Progress for a known value (progress/ProgressBar.tsx),
// with the progress recipe, and nothing else: only the group cards' capacity bars and the student
// dashboard's meters draw it. In `shared-ui/lists` every list screen (Students, Staff, Calls,
// Schedule, Overview...) paid Zag's progress machine and Chakra's progress parts on its first
// content without drawing a bar; as Chakra's own Progress here, the Groups screen and the dashboard
// still paid them, and Zag's React machine runtime, 8.7 KB gzipped (issue 11).
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { ProgressBar, type ProgressBarRootProps } from './progress/ProgressBar';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { progress: progressSlotRecipe } });
