// `shared-ui/table`: Chakra's Table with its recipe, and nothing else: a screen that draws a table
// but no list (the group sheets) loads this key alone, where `shared-ui/lists` would bring its
// progress bars, stats, tags, pagination and panels as well (about 10 KB gzipped, issue 11).
// `shared-ui/lists` keeps its own Table: taking this key by name from there cost every list screen
// 0.8 KB more (one more file), while a page that draws both families after its first content
// downloads the table's code twice (about 1.5 KB gzipped).
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Table } from '@chakra-ui/react';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { table: tableSlotRecipe } });
