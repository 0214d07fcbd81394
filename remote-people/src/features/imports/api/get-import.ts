// GET /api/imports/{id}/ and GET /api/imports/{id}/rows/ (docs/api.md#imports): an import's
// progress and counts, and a page of its rows, read again every second while a run goes on.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { ImportRow, ImportSummary } from 'shared-domain';
import type { ImportOutcome } from 'shared-domain/imports';
import {
  checkResponse,
  importRowSchema,
  importSchema,
  paginatedSchema,
} from 'shared-domain/responses';

/** How often a running import is read again. */
export const IMPORT_POLL_MS = 1000;

export const isRunning = (summary: ImportSummary | undefined) =>
  summary?.status === 'checking' || summary?.status === 'committing';

export const importKeys = {
  all: ['imports'] as const,
  one: (id: number) => [...importKeys.all, id] as const,
  rows: (id: number, outcome: ImportOutcome | '', page: number) =>
    [...importKeys.one(id), 'rows', outcome, page] as const,
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

export function importRowsQuery(
  id: number,
  outcome: ImportOutcome | '',
  page: number,
  running: boolean,
) {
  const path = `/api/imports/${id}/rows/`;
  return queryOptions({
    queryKey: importKeys.rows(id, outcome, page),
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
    refetchInterval: running ? IMPORT_POLL_MS : false,
  });
}
