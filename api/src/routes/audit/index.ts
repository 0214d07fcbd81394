// /api/audit/: the audit trail for operations managers, newest first, filtered by resource,
// action, record, student, actor and time, each person by name; and its export (CSV or Excel).
// Nothing here writes: the trail is append-only (migration 0009).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, paginatedSchema } from 'shared-domain/responses';
import { auditBatches } from '../../db/queries/audit';
import { AUDIT_EXPORT_COLUMNS, auditExportLines } from '../../lib/audit-csv';
import { EXPORT_MEDIA_TYPES, exportFormatField, sendExport } from '../../lib/exports';
import { auditFilterOf, auditList, auditQuerySchema } from './query';

/** Every line the filters select, a batch of entries at a time. */
async function* exportLines(batches: ReturnType<typeof auditBatches>) {
  for await (const entries of batches) yield entries.flatMap(auditExportLines);
}

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
        querystring: auditQuerySchema
          .omit({ cursor: true, page_size: true, limit: true })
          .extend({ format: exportFormatField }),
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) =>
      sendExport(request, reply, {
        name: 'audit',
        format: request.query.format,
        columns: AUDIT_EXPORT_COLUMNS,
        batches: exportLines(auditBatches(app.db, auditFilterOf(request.query))),
      }),
  );
};

export default auditRoutes;
