// shared-ui's core share key: the suite's one Chakra instance, provider, layout primitives, toasts,
// boundaries and page frame. Everything else comes in families, each a key of its own loaded when a
// screen first draws it (README, "Share keys"); this key imports nothing of TanStack Query.
export * from './chakra';
export { system } from './theme/system';
export { UiProvider } from './theme/UiProvider';
export { notify, notifyFailure, toaster } from './toaster/toaster';
export { usePageTitle } from './page/use-page-title';
export { CrashBoundary } from './boundaries/CrashBoundary';
export { RemoteBoundary } from './boundaries/RemoteBoundary';
export { Loaded, startLoad } from './boundaries/Loaded';
export { AlertPanel } from './feedback/AlertPanel';
export { Banner, type BannerProps } from './feedback/Banner';
export { LoadingSpinner } from './feedback/LoadingSpinner';
export { MenuIcon } from './icons/icons';
export { PAGE_FRAME, PageContainer } from './page/PageContainer';
export { Guarded } from './guard/Guarded';
export { RoutePage } from './guard/RoutePage';
export { readApiUrl, readDeploymentFile } from './standalone/runtime-config';
