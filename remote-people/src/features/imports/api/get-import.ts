// GET /api/imports/{id}/ and GET /api/imports/{id}/rows/ (docs/api.md#imports): an import's
// progress and counts, and a page of its rows, read again every second while a run goes on.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { ImportRow, ImportSummary } from 'shared-domain';
import type { ImportOutcome, ImportStatus } from 'shared-domain/imports';
import {
  checkResponse,
  importRowSchema,
  importSchema,
  paginatedSchema,
} from 'shared-domain/responses';

/** How often a running import is read again. */
export const IMPORT_POLL_MS = 1000;

export const isRunning = (summary: Pick<ImportSummary, 'status'> | undefined) =>
  summary?.status === 'checking' || summary?.status === 'committing';

export const importKeys = {
  all: ['imports'] as const,
  one: (id: number) => [...importKeys.all, id] as const,
  rows: (id: number, outcome: ImportOutcome | '', page: number, status: ImportStatus) =>
    [...importKeys.one(id), 'rows', outcome, page, status] as const,
};

export function importQuery(id: number) {
  const path = `/api/imports/${id}/`;
  return queryOptions({
    queryKey: importKeys.one(id),
    queryFn: async () =>
      checkResponse(
        await apiGet<unknown>(path),
        process.env.NODE_ENV !== 'production' && importSchema,
        `GET ${path}`,
      ) as ImportSummary,
    refetchInterval: (query) => (isRunning(query.state.data) ? IMPORT_POLL_MS : false),
    // A run of a large file takes a while: its end is there when the user comes back to the tab.
    refetchIntervalInBackground: true,
  });
}

export const IMPORT_ROWS_PAGE_SIZE = 50;

/**
 * A page of an import's rows, kept per status of the run: a page read while the dry run went on
 * may predate its last rows, so its end reads the page again (showing the earlier one meanwhile).
 */
export function importRowsQuery(
  id: number,
  outcome: ImportOutcome | '',
  page: number,
  status: ImportStatus,
) {
  const path = `/api/imports/${id}/rows/`;
  const queryKey = importKeys.rows(id, outcome, page, status);
  const samePage = (key: readonly unknown[]) =>
    key.slice(0, -1).join() === queryKey.slice(0, -1).join();
  return queryOptions({
    queryKey,
    queryFn: async () =>
      checkResponse(
        await apiGet<unknown>(path, {
          page,
          page_size: IMPORT_ROWS_PAGE_SIZE,
          outcome: outcome || undefined,
        }),
        process.env.NODE_ENV !== 'production' && paginatedSchema(importRowSchema),
        `GET ${path}`,
      ) as { count: number; results: ImportRow[] },
    refetchInterval: isRunning({ status }) ? IMPORT_POLL_MS : false,
    placeholderData: (previous, previousQuery) =>
      previousQuery && samePage(previousQuery.queryKey) ? previous : undefined,
  });
}
