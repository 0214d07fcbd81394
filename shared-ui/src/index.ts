// shared-ui: the suite's one Chakra instance plus the building blocks every screen shares.
export * from './chakra';
export { system } from './theme/system';
export { UiProvider } from './theme/UiProvider';
export { notify, notifyFailure, toaster, type ShownFailure } from './toaster/toaster';
export { usePageTitle } from './page/usePageTitle';
export { CrashBoundary } from './boundaries/CrashBoundary';
export { RemoteBoundary } from './boundaries/RemoteBoundary';
export { Banner, type BannerProps } from './feedback/Banner';
export { LoadingSpinner } from './feedback/LoadingSpinner';
export { ConfirmDialog } from './dialogs/ConfirmDialog';
export { FormField } from './forms/FormField';
export { PasswordInput } from './forms/PasswordInput';
export { FormDialog } from './forms/FormDialog';
export { SearchInput } from './lists/SearchInput';
export { Pagination } from './lists/Pagination';
export { DataTable, type DataTableColumn } from './lists/DataTable';
export {
  STALE_TIME_MS,
  clearCacheOnSignOut,
  createQueryClient,
  shouldRetryQuery,
  useClearCacheOnSignOut,
  type QueryClientSettings,
} from './data/query-client';
export { refetchWithToast, useDismissableFailure } from './data/query-state';
export { Guarded } from './guard/Guarded';
export { readApiUrl, readDeploymentFile } from './standalone/runtime-config';
export type { DemoAccount } from './standalone/DemoLogin';
export { StandaloneShell } from './standalone/StandaloneShell';
export { startStandalone } from './standalone/startStandalone';
