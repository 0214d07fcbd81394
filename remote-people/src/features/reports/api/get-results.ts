// GET /api/reports/results/ (docs/api.md#reports): the Results report for the chosen filters, its
// fetcher and query options, and the path of its export.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { ResultsReport } from 'shared-domain';
import { checkResponse, resultsReportSchema } from 'shared-domain/responses';

export const RESULTS_PATH = '/api/reports/results/';
export const RESULTS_EXPORT_PATH = '/api/reports/results/export/';

/** The filters as the API reads them; an empty value is no filter and is left out. */
export type ReportQuery = Readonly<Record<string, string>>;

export function sentFilters(query: ReportQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

export function resultsQuery(query: ReportQuery) {
  const sent = sentFilters(query);
  return queryOptions({
    queryKey: ['reports', 'results', sent] as const,
    queryFn: async (): Promise<ResultsReport> =>
      checkResponse(
        await apiGet<unknown>(RESULTS_PATH, sent),
        process.env.NODE_ENV !== 'production' && resultsReportSchema,
        `GET ${RESULTS_PATH}`,
      ),
  });
}
