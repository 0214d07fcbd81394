// `shared-ui/table`: Chakra's Table with its recipe and nothing else, for a screen that draws a
// table but no list (the group sheets). `shared-ui/lists` keeps its own Table: taking it from here
// would add a file to every list screen.
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Table } from '@chakra-ui/react';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { table: tableSlotRecipe } });
