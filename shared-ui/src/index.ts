// shared-ui: the suite's one Chakra instance plus the building blocks every screen shares. This is
// the core share key, `shared-ui`: the provider, the layout primitives, toasts, boundaries and the
// page frame. The rest comes in families, each a share key of its own, loaded when a screen first
// draws one of its parts (package.json `exports`, README "Share keys"): `shared-ui/lists`,
// `shared-ui/overlays`, `shared-ui/forms`, `shared-ui/select`, `shared-ui/choices`, `shared-ui/tabs`,
// `shared-ui/progress`, `shared-ui/table`, `shared-ui/data` (the data layer,
// TanStack Query's side: this key imports nothing of TanStack Query, which a visitor's log-in page
// does not load; src/__tests__/share-keys.test.ts checks it) and `shared-ui/standalone`.
export * from './chakra';
export { system } from './theme/system';
export { UiProvider } from './theme/UiProvider';
export { notify, notifyFailure, toaster } from './toaster/toaster';
export { usePageTitle } from './page/use-page-title';
export { CrashBoundary } from './boundaries/CrashBoundary';
export { RemoteBoundary } from './boundaries/RemoteBoundary';
export { AlertPanel } from './feedback/AlertPanel';
export { Banner, type BannerProps } from './feedback/Banner';
export { LoadingSpinner } from './feedback/LoadingSpinner';
export { MenuIcon } from './icons/icons';
export { PAGE_FRAME, PageContainer } from './page/PageContainer';
export { Guarded } from './guard/Guarded';
export { readApiUrl, readDeploymentFile } from './standalone/runtime-config';
