// shared-ui: the suite's one Chakra instance plus the building blocks every screen shares.
export * from './chakra';
export { system } from './theme/system';
export { UiProvider } from './theme/UiProvider';
export { notify, notifyFailure, toaster } from './toaster/toaster';
export { usePageTitle } from './page/usePageTitle';
export { CrashBoundary } from './boundaries/CrashBoundary';
export { RemoteBoundary } from './boundaries/RemoteBoundary';
export { Banner, type BannerProps } from './feedback/Banner';
export { LoadingSpinner } from './feedback/LoadingSpinner';
export { ConfirmDialog } from './dialogs/ConfirmDialog';
export { FormField } from './forms/FormField';
export { PasswordInput } from './forms/PasswordInput';
export { MenuIcon } from './icons/icons';
export { FormDialog } from './forms/FormDialog';
export { lazyResolver, loadOnce, usePreloadResolver } from './forms/lazyResolver';
export { Pagination } from './lists/Pagination';
export { EmptyState } from './lists/EmptyState';
export { ComingSoonButton, ListToolbar } from './lists/ListToolbar';
export { PAGE_FRAME, PageContainer } from './page/PageContainer';
export { DataTable, type DataTableColumn } from './lists/DataTable';
export { STALE_TIME_MS, createQueryClient, useClearCacheOnSignOut } from './data/query-client';
export { useScreenQuery } from './data/query-state';
export { Guarded } from './guard/Guarded';
export { ActivityPanel } from './history/ActivityPanel';
export { activityPageParams, activityQueryOptions } from './history/activity-query';
export { LevelHistoryTable } from './history/LevelHistoryTable';
export { readApiUrl, readDeploymentFile } from './standalone/runtime-config';
export type { DemoAccount } from './standalone/DemoLogin';
export { StandaloneShell } from './standalone/StandaloneShell';
export { startStandalone } from './standalone/startStandalone';
export { SearchablePicker, type PickerChoice } from './pickers/SearchablePicker';
export { groupPickerChoice } from './pickers/group-choice';
export {
  ENROLMENT_QUERY_ROOTS,
  enrolmentError,
  useEnrolStudents,
  useRemoveFromGroup,
} from './data/enrolment';
