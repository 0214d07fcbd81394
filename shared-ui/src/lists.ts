// `shared-ui/lists`: what list and record screens draw: tables, pagination, the list toolbar, empty
// states, the history panels, and Chakra's table, tag, stat and progress.
export { Pagination } from './lists/Pagination';
export { EmptyState } from './lists/EmptyState';
export { ComingSoonButton, ListToolbar } from './lists/ListToolbar';
export { DataTable, type DataTableColumn } from './lists/DataTable';
export { ActivityPanel } from './history/ActivityPanel';
export { activityPageParams, activityQueryOptions } from './history/activity-query';
export { LevelHistoryTable } from './history/LevelHistoryTable';
export { Progress, Stat, Table, Tag } from '@chakra-ui/react';
