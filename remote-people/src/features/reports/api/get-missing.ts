// GET /api/reports/missing/ (docs/api.md#reports): the finished groups with students not
// evaluated and a page of the evaluations pending too long, its query options and export path.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { MissingReport } from 'shared-domain';
import { checkResponse, missingReportSchema } from 'shared-domain/responses';
import { sentFilters, type ReportQuery } from './get-results';

export const MISSING_PATH = '/api/reports/missing/';
export const MISSING_EXPORT_PATH = '/api/reports/missing/export/';
export const PENDING_PAGE_SIZE = 25;

export function missingQuery(query: ReportQuery, page: number) {
  const sent = sentFilters(query);
  return queryOptions({
    queryKey: ['reports', 'missing', sent, page] as const,
    queryFn: async (): Promise<MissingReport> =>
      checkResponse(
        await apiGet<unknown>(MISSING_PATH, { ...sent, page, page_size: PENDING_PAGE_SIZE }),
        process.env.NODE_ENV !== 'production' && missingReportSchema,
        `GET ${MISSING_PATH}`,
      ),
  });
}
