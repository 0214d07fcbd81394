// The routes evaluations and attendance share (docs/api.md#evaluations-and-attendance): one record per student, keyed by
// the student's user id. Staff read (supervisors and instructors only their students'), admins
// write; PATCH creates the record when the student has none yet.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_ROLES, STAFF_ROLES } from 'shared-domain';
import {
  deleteRecord,
  findRecord,
  insertRecord,
  isStudent,
  listRecords,
  upsertRecord,
  type RecordTable,
} from '../db/queries/student-records';
import type { Db } from '../db/client';
import type { Viewer } from '../db/queries/student-profiles';
import { missingRecordMessage } from '../db/queries/student-writes';
import { fieldErrors, forbidden, notFound } from '../lib/errors';
import { listQuerySchema, pageRequest, paginated, paginatedSchema } from '../lib/pagination';
import { idParams } from './params';
import { LAZY_MESSAGES } from 'shared-domain/schemas';

/** Schemas are held as plain zod types: each resource's own types meet at its query module. */
export interface StudentRecordResource<Row> {
  table: RecordTable;
  tag: string;
  /** The audit trail's name of the record (evaluation, attendance). */
  resource: 'evaluation' | 'attendance';
  /** The record's name in DRF's uniqueness message ('student evaluation with this ...'). */
  label: string;
  itemSchema: z.ZodType;
  createSchema: z.ZodType<{ student: number }>;
  updateSchema: z.ZodType<object>;
  /** Columns over r (the record), u (users) and sp (student_profiles). */
  select: SQL;
  toItem(row: Row): { id: number };
  /** Column name to value from a validated payload; undefined values are left as they are. */
  columns(payload: object): Record<string, unknown>;
}

const recordListQuerySchema = listQuerySchema.extend({
  group: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: LAZY_MESSAGES.idInvalid })
      .int({ error: LAZY_MESSAGES.idInvalid })
      .min(1, { error: LAZY_MESSAGES.idInvalid })
      .max(2_147_483_647, { error: LAZY_MESSAGES.idInvalid })
      .optional(),
  ),
});

/** No body reads as {}: a create still names its required field, an update changes nothing. */
const bodyAsObject: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

export function studentRecordRoutes<Row>(
  resource: StudentRecordResource<Row>,
): FastifyPluginAsyncZod {
  const { table, tag, select } = resource;
  const security = [{ bearerAuth: [] }];

  return async (app) => {
    const adminOnly = app.requireRoles(ADMIN_ROLES);
    app.addHook('onRequest', app.requireRoles(STAFF_ROLES));

    /** The record as `viewer` sees it; inside a write, read through its transaction (`db`). */
    async function itemOf(studentId: number, viewer: Viewer, db: Db = app.db) {
      const lookup = await findRecord<Row>(db, table, select, studentId, viewer);
      if (!lookup.found) throw notFound();
      if (!lookup.visible) throw forbidden();
      return resource.toItem(lookup.row);
    }

    app.get(
      '/',
      {
        // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
        prefixTrailingSlash: 'slash',
        schema: {
          tags: [tag],
          security,
          querystring: recordListQuerySchema,
          response: { 200: paginatedSchema(resource.itemSchema) },
        },
      },
      async (request) => {
        const { query } = request;
        const page = pageRequest(query);
        const { count, rows, sides } = await listRecords<Row>(
          app.db,
          table,
          select,
          request.user,
          { search: query.search || undefined, groupId: query.group },
          page,
        );
        return paginated(request, page, count, rows.map(resource.toItem), { sides });
      },
    );

    app.get(
      '/:id/',
      {
        schema: {
          tags: [tag],
          security,
          params: idParams,
          response: { 200: resource.itemSchema },
        },
      },
      async (request) => itemOf(request.params.id, request.user),
    );

    app.post(
      '/',
      {
        prefixTrailingSlash: 'slash',
        onRequest: adminOnly,
        preValidation: bodyAsObject,
        schema: {
          tags: [tag],
          security,
          body: resource.createSchema,
          response: { 201: resource.itemSchema },
        },
      },
      async (request, reply) => {
        const { student, ...payload } = request.body;
        if (!(await isStudent(app.db, student)))
          throw fieldErrors({ student: [missingRecordMessage(student)] });
        const created = await app.audit.write(request.user, `${resource.resource}.create`, (tx) =>
          insertRecord(tx, table, student, resource.columns(payload)),
        );
        if (!created)
          throw fieldErrors({ student: [`${resource.label} with this student already exists.`] });
        return reply.code(201).send(await itemOf(student, request.user));
      },
    );

    app.patch(
      '/:id/',
      {
        onRequest: adminOnly,
        preValidation: bodyAsObject,
        schema: {
          tags: [tag],
          security,
          params: idParams,
          body: resource.updateSchema,
          response: { 200: resource.itemSchema },
        },
      },
      async (request) => {
        const studentId = request.params.id;
        // The answer is read in the same transaction: what this request wrote.
        return app.audit.write(request.user, `${resource.resource}.update`, async (tx) => {
          if (!(await isStudent(tx, studentId))) throw notFound();
          await upsertRecord(tx, table, studentId, resource.columns(request.body));
          return itemOf(studentId, request.user, tx);
        });
      },
    );

    app.delete(
      '/:id/',
      { onRequest: adminOnly, schema: { tags: [tag], security, params: idParams } },
      async (request, reply) => {
        const deleted = await app.audit.write(request.user, `${resource.resource}.delete`, (tx) =>
          deleteRecord(tx, table, request.params.id),
        );
        if (!deleted) throw notFound();
        return reply.code(204).send();
      },
    );
  };
}
