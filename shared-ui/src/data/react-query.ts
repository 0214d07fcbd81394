// The names the suite imports from '@tanstack/react-query': the module shared under that key
// (tooling/federation.cjs, REEXPORT_MODULES), since a shared module is never tree-shaken. A name
// missing here is added here; eslint's re-export guard fails on one not listed.
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
