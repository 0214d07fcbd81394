// `shared-ui/lists`: what list and record screens draw: tables, pagination, the list toolbar and
// its Export, filters held in the address (`useUrlFilters`, `PersonFilter`), empty states, a
// compact select (a filter, a cell edited in place: Chakra's NativeSelect), and Chakra's table,
// tag, stat and input
// (Progress is `shared-ui/progress`, the history panels `shared-ui/history`); and the parts of a
// screen fetched when first drawn (`lazyDialog`: dialogs as they open, with their loading and
// failed states; `lazyPart`), here rather than in `shared-ui/forms` so the log-in page does not
// load them.
import {
  inputRecipe,
  nativeSelectSlotRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export { Pagination } from './lists/Pagination';
export { EmptyState } from './lists/EmptyState';
export { ListToolbar } from './lists/ListToolbar';
export {
  EXPORT_FORMATS,
  ExportButton,
  type ExportButtonProps,
  type ExportFormat,
} from './lists/ExportButton';
export { saveFile } from './lists/save-file';
export { DataTable, type DataTableColumn } from './lists/DataTable';
export {
  CompactSelect,
  type CompactSelectOption,
  type CompactSelectProps,
} from './lists/CompactSelect';
export { PersonFilter, type PersonChoice, type PersonFilterProps } from './lists/PersonFilter';
export { type UrlFilterRules, type UrlFilters, useUrlFilters } from './lists/use-url-filters';
export { LAZY_DIALOG_TEXT, lazyDialog, type LazyDialog } from './lists/lazyDialog';
export { LazyPartView, PartFailed, lazyPart, preloadOn, type LazyPart } from './lists/lazyPart';
export { Input, Stat, Table, Tag } from '@chakra-ui/react';

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  recipes: { input: inputRecipe }, // the list search, and `Input` (cells edited in place)
  slotRecipes: {
    nativeSelect: nativeSelectSlotRecipe, // CompactSelect
    stat: statSlotRecipe,
    table: tableSlotRecipe,
    tag: tagSlotRecipe,
  },
});
