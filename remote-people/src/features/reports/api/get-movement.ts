// GET /api/reports/movement/ (docs/api.md#reports): the students who moved up, repeated a level or
// left, per month, for the chosen filters; its query options and the path of its export.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { MovementReport } from 'shared-domain';
import { checkResponse, movementReportSchema } from 'shared-domain/responses';
import { sentFilters, type ReportQuery } from './get-results';

export const MOVEMENT_PATH = '/api/reports/movement/';
export const MOVEMENT_EXPORT_PATH = '/api/reports/movement/export/';

export function movementQuery(query: ReportQuery) {
  const sent = sentFilters(query);
  return queryOptions({
    queryKey: ['reports', 'movement', sent] as const,
    queryFn: async (): Promise<MovementReport> =>
      checkResponse(
        await apiGet<unknown>(MOVEMENT_PATH, sent),
        process.env.NODE_ENV !== 'production' && movementReportSchema,
        `GET ${MOVEMENT_PATH}`,
      ),
  });
}
