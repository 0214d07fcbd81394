// /api/reports/movement/: the Movement report (docs/api.md#reports) and its CSV or Excel export,
// registered inside the reports' routes, whose roles it shares.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MovementReport } from 'shared-domain';
import { movementReportSchema } from 'shared-domain/responses';
import { reportQuerySchema } from 'shared-domain/schemas';
import { movementReport } from '../../db/queries/movement';
import {
  EXPORT_MEDIA_TYPES,
  exportFormatField,
  sendExport,
  type ExportColumn,
} from '../../lib/exports';
import { column, once } from './export-parts';

type Month = MovementReport['months'][number];

const MOVEMENT_COLUMNS: readonly ExportColumn<Month>[] = [
  column('month', (row) => row.month, 10),
  column('movedUp', (row) => row.moved_up, 10),
  column('repeated', (row) => row.repeated, 10),
  column('left', (row) => row.left, 10),
];

const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    '/movement/',
    {
      schema: {
        tags: ['reports'],
        security,
        querystring: reportQuerySchema({}),
        response: { 200: movementReportSchema },
      },
    },
    async (request) => movementReport(app.db, request.user, request.query),
  );

  app.get(
    '/movement/export/',
    {
      schema: {
        tags: ['reports'],
        security,
        querystring: reportQuerySchema({ format: exportFormatField }),
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const report = await movementReport(app.db, request.user, filter);
      return sendExport(request, reply, {
        name: 'movement',
        format,
        columns: MOVEMENT_COLUMNS,
        batches: once(report.months),
      });
    },
  );
};

export default movementRoutes;
