// /api/audit/: the audit trail for operations managers, newest first, filtered by resource,
// record, student, actor and time; and its CSV export. Nothing here writes: the trail is
// append-only (migration 0009).
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_EXPORT_FILE_NAME } from 'shared-domain/records';
import { auditEntrySchema, paginatedSchema } from 'shared-domain/responses';
import { auditBatches } from '../../db/queries/audit';
import { auditCsvLines, auditCsvStart } from '../../lib/audit-csv';
import { inLanguageOf } from '../../plugins/language';
import { auditFilterOf, auditList, auditQuerySchema } from './query';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(['operations_manager']));

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['audit'],
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: { 200: paginatedSchema(auditEntrySchema) },
      },
    },
    async (request) =>
      auditList(request, request.query, auditFilterOf(request.query), /* showPhones */ true),
  );

  app.get(
    '/export/',
    {
      schema: {
        tags: ['audit'],
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema.omit({ cursor: true, page_size: true, limit: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const batches = auditBatches(app.db, auditFilterOf(request.query));
      // Read now, before the headers go: the answer says its language.
      const start = auditCsvStart();
      async function* lines() {
        yield start;
        for await (const entries of batches) yield entries.map(auditCsvLines).join('');
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${AUDIT_EXPORT_FILE_NAME}"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(inLanguageOf(request, lines())));
    },
  );
};

export default auditRoutes;
