// GET /api/reports/at-risk/ (docs/api.md#reports): a page of the students at risk for the chosen
// filters, its fetcher and query options, and the path of its export.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { AtRiskStudent, Paginated } from 'shared-domain';
import { atRiskStudentSchema, checkResponse, paginatedSchema } from 'shared-domain/responses';
import { sentFilters, type ReportQuery } from './get-results';

export const AT_RISK_PATH = '/api/reports/at-risk/';
export const AT_RISK_EXPORT_PATH = '/api/reports/at-risk/export/';
export const AT_RISK_PAGE_SIZE = 25;

export function atRiskQuery(query: ReportQuery, page: number) {
  const sent = sentFilters(query);
  return queryOptions({
    queryKey: ['reports', 'at-risk', sent, page] as const,
    queryFn: async (): Promise<Paginated<AtRiskStudent>> =>
      checkResponse(
        await apiGet<unknown>(AT_RISK_PATH, { ...sent, page, page_size: AT_RISK_PAGE_SIZE }),
        process.env.NODE_ENV !== 'production' && paginatedSchema(atRiskStudentSchema),
        `GET ${AT_RISK_PATH}`,
      ) as Paginated<AtRiskStudent>,
  });
}
