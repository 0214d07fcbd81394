// GET /api/student-profiles/export/: the Student List's Export (operations managers, spec section
// 6): every student the search and status filter match, not just one page, as CSV with the
// screen's columns and spellings. Streamed a batch at a time, so a large centre costs no memory.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STUDENT_EXPORT_FILE_NAME, STUDENT_LIST_COLUMNS } from 'shared-domain/people';
import { csvLine } from 'shared-domain/server';
import { studentProfileBatches } from '../../db/queries/student-list';
import { inLanguageOf } from '../../plugins/language';
import { studentListQuerySchema } from './list';

const exportQuerySchema = studentListQuerySchema.pick({ search: true, status: true });

const studentExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      onRequest: app.requireRoles(['operations_manager']),
      schema: {
        tags: ['students'],
        security: [{ bearerAuth: [] }],
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { search, status } = request.query;
      const batches = studentProfileBatches(app.db, request.user, {
        search: search || undefined,
        status,
      });
      // A byte-order mark, so spreadsheet programs read the names' accents as UTF-8. Read now,
      // before the headers go, so the answer says its language.
      const header = `\uFEFF${csvLine(STUDENT_LIST_COLUMNS.map((column) => column.header))}`;
      request.language.used = true;
      async function* lines() {
        yield header;
        for await (const profiles of batches) {
          yield profiles
            .map((profile) => csvLine(STUDENT_LIST_COLUMNS.map((column) => column.value(profile))))
            .join('');
        }
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${STUDENT_EXPORT_FILE_NAME}"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(inLanguageOf(request, lines())));
    },
  );
};

export default studentExportRoutes;
