// GET /api/imports/ (docs/api.md#imports): the signed-in user's own latest imports, newest
// first, so a dry run left going on is found again.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { ImportSummary } from 'shared-domain';
import { checkResponse, importSchema, paginatedSchema } from 'shared-domain/responses';

export const IMPORTS_LIST_PATH = '/api/imports/';
const RECENT = 5;

export function importsQuery() {
  return queryOptions({
    queryKey: ['imports', 'recent'] as const,
    queryFn: async () =>
      checkResponse(
        await apiGet<unknown>(IMPORTS_LIST_PATH, { page_size: RECENT }),
        process.env.NODE_ENV !== 'production' && paginatedSchema(importSchema),
        `GET ${IMPORTS_LIST_PATH}`,
      ).results as ImportSummary[],
    // Shown only when no import is open: each showing reads it again, so an upload or a commit
    // made since (here or in another tab) is listed with its status.
    refetchOnMount: 'always',
  });
}
