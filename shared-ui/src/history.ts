// `shared-ui/history`: a record's history panels (its Activity, a student's level history) and the
// Activity's query options. A family of its own: the list screens open these panels on demand, in
// chunks of their own, so their first load does not bring them.
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { ActivityPanel } from './history/ActivityPanel';
export { activityPageParams, activityQueryOptions, cursorOf } from './history/activity-query';
export { AuditChangeList } from './history/AuditChangeList';
export { LevelHistoryTable } from './history/LevelHistoryTable';
export { PanelSection } from './history/PanelSection';

// The recipe of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({ slotRecipes: { table: tableSlotRecipe } });
