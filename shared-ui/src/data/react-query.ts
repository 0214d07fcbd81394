// What the suite's apps and packages import from '@tanstack/react-query', and nothing else: the
// module Module Federation shares under that key (tooling/federation.cjs, REEXPORT_MODULES). Apps
// keep writing `import { useQuery } from '@tanstack/react-query'`; the build answers that import
// with this file, and this file's own import below with the package itself, so the page gets only
// these names and what they use (a shared module is never tree-shaken: TanStack Query shared whole
// cost every page 0.75 KB gzipped more: hydration, suspense and the hooks the suite never calls).
// Jest and TypeScript still resolve the real package, which exports the same functions.
//
// A name an app needs that is missing here is added here (eslint's re-export guard,
// tooling/eslint/shared-reexport.mjs, fails on an import of a name not listed). Test files may
// import any name: jest resolves the real package.
/** @public (used through '@tanstack/react-query', which knip cannot follow) */
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
