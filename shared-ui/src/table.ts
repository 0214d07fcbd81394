// `shared-ui/table`: Chakra's Table with its recipe, and nothing else: a screen that draws a table
// but no list (the group sheets) loads this key alone, while `shared-ui/lists` (whose tables,
// history panels and re-exported Table take it by this key) brings its progress bars, stats, tags,
// pagination and panels as well (about 10 KB gzipped, issue 11).
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Table } from '@chakra-ui/react';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { table: tableSlotRecipe } });
