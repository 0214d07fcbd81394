// A report's answer as the screen shows it: the last that arrived (kept while new filters load or
// fail), whether a request is under way, and the catalogue's message for a failure.
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { resourceActionError } from 'shared-auth/handlers';
import { REPORT_TEXT } from '../messages';

export interface ReportState<T> {
  data: T | null;
  loading: boolean;
  error: { message: string; detail: string | null } | null;
  reload: () => void;
}

export function useReport<T, Key extends QueryKey>(
  options: UseQueryOptions<T, Error, T, Key>,
): ReportState<T> {
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const failed = query.isError && !query.isFetching;
  const failure = failed ? resourceActionError(query.error, REPORT_TEXT.action) : null;
  return {
    data: query.data ?? null,
    loading: query.isFetching,
    error: failure ? { message: failure.message, detail: failure.detail ?? null } : null,
    reload: () => void query.refetch(),
  };
}
