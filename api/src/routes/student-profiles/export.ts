// GET /api/student-profiles/export/: the Student List's Export (the two manager roles): every
// student the search and status filter match, not just one page, as CSV or an Excel workbook with
// the screen's columns and spellings (lib/exports.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from 'shared-domain';
import { STUDENT_LIST_COLUMNS } from 'shared-domain/people';
import { studentProfileBatches } from '../../db/queries/student-list';
import { EXPORT_MEDIA_TYPES, exportFormatField, sendExport } from '../../lib/exports';
import { studentListQuerySchema } from './list';

const exportQuerySchema = studentListQuerySchema
  .pick({ search: true, status: true })
  .extend({ format: exportFormatField });

const COLUMNS = STUDENT_LIST_COLUMNS.map((column) => ({
  header: () => column.header,
  value: column.value,
}));

const studentExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      onRequest: app.requireRoles(ADMIN_ROLES),
      schema: {
        tags: ['students'],
        security: [{ bearerAuth: [] }],
        querystring: exportQuerySchema,
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) => {
      const { search, status, format } = request.query;
      return sendExport(request, reply, {
        name: 'students',
        format,
        columns: COLUMNS,
        batches: studentProfileBatches(app.db, request.user, {
          search: search || undefined,
          status,
        }),
      });
    },
  );
};

export default studentExportRoutes;
