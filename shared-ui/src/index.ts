// shared-ui: the suite's one Chakra instance plus the building blocks every screen shares.
export * from './chakra';
export { system } from './theme/system';
export { UiProvider, type UiProviderProps } from './theme/UiProvider';
export { Toaster, type ToasterProps } from './toaster/Toaster';
export {
  toaster,
  notify,
  setToastQueueLimit,
  DEFAULT_TOAST_QUEUE_LIMIT,
  type NotificationType,
  type NotifyOptions,
} from './toaster/toaster';
export { usePageTitle } from './page/usePageTitle';
export { ErrorBoundary, type ErrorBoundaryProps } from './boundaries/ErrorBoundary';
export { CrashBoundary, CrashScreen, type CrashBoundaryProps } from './boundaries/CrashBoundary';
export {
  RemoteBoundary,
  RemoteUnavailable,
  type RemoteBoundaryProps,
  type RemoteModuleLoader,
} from './boundaries/RemoteBoundary';
export { Banner, type BannerProps, type BannerStatus } from './feedback/Banner';
export { LoadingSpinner, type LoadingSpinnerProps } from './feedback/LoadingSpinner';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { FormField, type FormFieldProps } from './forms/FormField';
export { PasswordInput, type PasswordInputProps } from './forms/PasswordInput';
export { FormDialog, type FormDialogProps } from './forms/FormDialog';
export { SearchInput, type SearchInputProps } from './lists/SearchInput';
export { Pagination, type PaginationProps } from './lists/Pagination';
export { pageRange } from './lists/pageRange';
export { DataTable, type DataTableColumn, type DataTableProps } from './lists/DataTable';
export { Guarded, AccessDeniedNotice, type GuardedProps } from './guard/Guarded';
export { readApiUrl, readDeploymentFile } from './standalone/runtime-config';
export { DemoLogin, type DemoAccount } from './standalone/DemoLogin';
export { StandaloneShell, type StandaloneShellProps } from './standalone/StandaloneShell';
export { startStandalone } from './standalone/startStandalone';
