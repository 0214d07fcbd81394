// /api/imports/: operations and account managers bring students and staff in from a CSV or .xlsx
// file. The upload is checked whole (size, format, encoding, columns) and answered at once; its
// dry run then goes on in the background, row by row into import_rows, while the screen polls its
// progress and pages through the outcomes; the commit writes the accepted rows in one transaction,
// also in the background (app.deferred, which a graceful stop waits for). Neither runs inside a
// request, so no request waits on a whole file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_ROLES } from 'shared-domain';
import type { AuditAction } from 'shared-domain/records';
import {
  IMPORT_FORMATS,
  IMPORT_KINDS,
  IMPORT_OUTCOMES,
  importTemplateFileName,
  type ImportKind,
} from 'shared-domain/imports';
import { importRowSchema, importSchema, paginatedSchema } from 'shared-domain/responses';
import { flagField } from 'shared-domain/schemas';
import { rows, isoTime } from '../../db/client';
import { users } from '../../db/schema';
import { t } from '../../i18n';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { listQuerySchema, pageRequest, paginated } from '../../lib/pagination';
import { commitRows } from '../../services/imports/commit';
import { commitGroups } from '../../services/imports/groups';
import { dryRun } from '../../services/imports/dry-run';
import {
  ImportFileError,
  openImportFile,
  receiveUpload,
  removeUpload,
  type UploadedFile,
} from '../../services/imports/file';
import { csvTemplate, xlsxTemplate } from '../../services/imports/template';
import { sendPasswordResetMail } from '../auth/mails';
import { MANAGEABLE_ROLES } from '../users';
import { idParams } from '../params';

/** The one audit action each kind's commit is recorded under. */
const IMPORT_ACTIONS = {
  students: 'student.import',
  staff: 'user.import',
  groups: 'group.import',
} as const satisfies Record<ImportKind, AuditAction>;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What a browser or a client may name an uploaded CSV or workbook; the content decides. */
const UPLOAD_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  XLSX_TYPE,
];

interface ImportRecord {
  id: number;
  kind: ImportKind;
  file_name: string;
  format: 'csv' | 'xlsx';
  encoding: string | null;
  sheet: string | null;
  status: z.infer<typeof importSchema>['status'];
  rows_read: number;
  to_create: number;
  to_update: number;
  unchanged: number;
  refused: number;
  created: number;
  updated: number;
  error: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  committed_at: Date | string | null;
}

/**
 * A run belongs to the process that started it: one that has not moved for this long stopped with
 * its process (a dry run touches its import every batch; a commit is one transaction, rolled back).
 */
const STALLED_MS = { checking: 2 * 60_000, committing: 15 * 60_000 } as const;

function stalled(record: ImportRecord): boolean {
  if (record.status !== 'checking' && record.status !== 'committing') return false;
  return Date.now() - new Date(record.updated_at).getTime() > STALLED_MS[record.status];
}

function summaryOf(record: ImportRecord): z.infer<typeof importSchema> {
  const stopped = stalled(record);
  return {
    id: record.id,
    kind: record.kind,
    file_name: record.file_name,
    format: record.format,
    encoding: record.encoding,
    sheet: record.sheet,
    status: stopped ? 'failed' : record.status,
    rows_read: record.rows_read,
    counts: {
      create: record.to_create,
      update: record.to_update,
      unchanged: record.unchanged,
      refused: record.refused,
    },
    written: { created: record.created, updated: record.updated },
    error: stopped ? t('imports.failed') : record.error,
    created_at: isoTime(record.created_at),
    committed_at: record.committed_at === null ? null : isoTime(record.committed_at),
  };
}

const fileError = (error: ImportFileError) =>
  new ApiError(400, { detail: error.message, ...error.extra });

const uploadQuery = z.object({
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string().trim().min(1).max(255).default('import'),
  sheet: z.string().max(64).optional(),
});

/** A commit without a body takes the defaults: refused rows stop it, and no mail goes out. */
const commitBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    skip_refused: flagField().default(false),
    send_password_links: flagField().default(false),
  }),
);

const rowsQuery = listQuerySchema
  .pick({ page: true, page_size: true, limit: true })
  .extend({ outcome: z.enum(IMPORT_OUTCOMES).optional() });

const isUpload = (body: unknown): body is UploadedFile =>
  typeof body === 'object' && body !== null && 'path' in body && 'bytes' in body;

const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));

  // The file goes to disk as it arrives; a request refused before its handler took the file
  // (a bad query) leaves nothing behind.
  const taken = new WeakSet<object>();
  app.addContentTypeParser(
    UPLOAD_TYPES,
    async (request: { headers: Record<string, unknown> }, payload: NodeJS.ReadableStream) => {
      const length = Number(request.headers['content-length']);
      try {
        return await receiveUpload(
          payload as import('node:stream').Readable,
          Number.isFinite(length) ? length : undefined,
        );
      } catch (error) {
        if (error instanceof ImportFileError) throw fileError(error);
        throw error;
      }
    },
  );
  app.addHook('onResponse', async (request) => {
    if (isUpload(request.body) && !taken.has(request.body)) await removeUpload(request.body);
  });

  async function ownImport(id: number, actorId: number): Promise<ImportRecord> {
    const [record] = await rows<ImportRecord>(
      app.db,
      sql`SELECT * FROM imports WHERE id = ${id} AND actor_id = ${actorId}`,
    );
    if (!record) throw notFound();
    return record;
  }

  /** A failed run keeps no row: the import says why, and nothing else is left of it. */
  async function failed(id: number, error: unknown) {
    const message = error instanceof ImportFileError ? error.message : t('imports.failed');
    if (!(error instanceof ImportFileError))
      app.log.error({ err: error, importId: id }, 'import failed');
    await app.db.execute(sql`DELETE FROM import_rows WHERE import_id = ${id}`);
    await app.db.execute(
      sql`UPDATE imports SET status = 'failed', error = ${message}, updated_at = now()
          WHERE id = ${id}`,
    );
  }

  app.get(
    '/template/',
    {
      schema: {
        tags: ['imports'],
        security: [{ bearerAuth: [] }],
        querystring: z.object({ kind: z.enum(IMPORT_KINDS), format: z.enum(IMPORT_FORMATS) }),
        produces: ['text/csv', XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const { kind, format } = request.query;
      const body = format === 'csv' ? csvTemplate(kind) : await xlsxTemplate(kind);
      return reply
        .header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header(
          'Content-Disposition',
          `attachment; filename="${importTemplateFileName(kind, format)}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['imports'],
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema.pick({ page: true, page_size: true, limit: true }),
        response: { 200: paginatedSchema(importSchema) },
      },
    },
    async (request) => {
      // The signed-in user's own imports, newest first: a run left going on is found again.
      const page = pageRequest(request.query);
      const found = await rows<ImportRecord & { total: number }>(
        app.db,
        sql`SELECT *, (SELECT count(*)::int FROM imports WHERE actor_id = ${request.user.id}) AS total
            FROM imports WHERE actor_id = ${request.user.id}
            ORDER BY id DESC LIMIT ${page.pageSize} OFFSET ${page.offset}`,
      );
      const total =
        found[0]?.total ??
        (
          await rows<{ n: number }>(
            app.db,
            sql`SELECT count(*)::int AS n FROM imports WHERE actor_id = ${request.user.id}`,
          )
        )[0]!.n;
      return paginated(request, page, total, found.map(summaryOf));
    },
  );

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['imports'],
        security: [{ bearerAuth: [] }],
        description: 'The body is the file itself (CSV or .xlsx), not a form.',
        querystring: uploadQuery,
        response: { 202: importSchema },
      },
    },
    async (request, reply) => {
      const upload = request.body;
      if (!isUpload(upload)) throw badRequest(t('imports.noFile'));
      taken.add(upload);
      const { kind, file_name: fileName, sheet } = request.query;
      let source;
      try {
        source = await openImportFile(kind, upload, sheet);
      } catch (error) {
        await removeUpload(upload);
        // The reader's own error says why a file was not read; the user sees the refusal only.
        if (error instanceof ImportFileError && error.cause)
          request.log.warn({ err: error.cause, fileName }, 'import file not read');
        if (error instanceof ImportFileError) throw fileError(error);
        throw error;
      }
      const viewer = request.user;
      // Finished imports of this user older than a day are of no more use.
      await app.db.execute(
        sql`DELETE FROM imports WHERE actor_id = ${viewer.id}
              AND status IN ('checked', 'committed', 'failed')
              AND updated_at < now() - interval '1 day'`,
      );
      const [record] = await rows<ImportRecord>(
        app.db,
        sql`INSERT INTO imports (kind, actor_id, file_name, format, encoding, sheet, status)
            VALUES (${kind}, ${viewer.id}, ${fileName}, ${source.format}, ${source.encoding},
              ${source.sheet}, 'checking')
            RETURNING *`,
      );
      const id = record!.id;
      const scope = {
        kind,
        manageable: MANAGEABLE_ROLES[viewer.role] ?? [],
        viewerId: viewer.id,
        viewerRole: viewer.role,
      };
      app.deferred.run('import dry run', async () => {
        try {
          await dryRun(app.db, id, scope, source);
        } catch (error) {
          await failed(id, error);
        } finally {
          await removeUpload(upload);
        }
      });
      return reply.code(202).send(summaryOf(record!));
    },
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags: ['imports'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: importSchema },
      },
    },
    async (request) => summaryOf(await ownImport(request.params.id, request.user.id)),
  );

  app.get(
    '/:id/rows/',
    {
      schema: {
        tags: ['imports'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        querystring: rowsQuery,
        response: { 200: paginatedSchema(importRowSchema) },
      },
    },
    async (request) => {
      const record = await ownImport(request.params.id, request.user.id);
      const { outcome } = request.query;
      const page = pageRequest(request.query);
      const where = outcome
        ? sql`import_id = ${record.id} AND outcome = ${outcome}`
        : sql`import_id = ${record.id}`;
      const found = await rows<{
        row_number: number;
        outcome: (typeof IMPORT_OUTCOMES)[number];
        email: string | null;
        username: string | null;
        full_name: string | null;
        errors: Record<string, string[]> | null;
        total: number;
      }>(
        app.db,
        sql`SELECT row_number, outcome, email, username, full_name, errors,
              (SELECT count(*)::int FROM import_rows WHERE ${where}) AS total
            FROM import_rows WHERE ${where}
            ORDER BY row_number LIMIT ${page.pageSize} OFFSET ${page.offset}`,
      );
      const total =
        found[0]?.total ??
        (
          await rows<{ n: number }>(
            app.db,
            sql`SELECT count(*)::int AS n FROM import_rows WHERE ${where}`,
          )
        )[0]!.n;
      const results = found.map((row) => ({
        id: row.row_number,
        row: row.row_number,
        outcome: row.outcome,
        email: row.email,
        username: row.username,
        full_name: row.full_name,
        errors: row.errors ?? {},
      }));
      return paginated(request, page, total, results);
    },
  );

  app.post(
    '/:id/commit/',
    {
      schema: {
        tags: ['imports'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: commitBody,
        response: { 202: importSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.user;
      const { skip_refused: skipRefused, send_password_links: sendLinks } = request.body;
      const [record] = await rows<ImportRecord>(
        app.db,
        sql`UPDATE imports SET status = 'committing', updated_at = now()
            WHERE id = ${request.params.id} AND actor_id = ${viewer.id} AND status = 'checked'
              AND (refused = 0 OR ${skipRefused})
            RETURNING *`,
      );
      if (!record) {
        const current = await ownImport(request.params.id, viewer.id);
        if (current.status === 'checked')
          throw badRequest(t('imports.refusedRows', { count: current.refused }));
        throw badRequest(t(`imports.cannotCommit.${current.status}`));
      }
      const id = record.id;
      const action = IMPORT_ACTIONS[record.kind];
      app.deferred.run('import commit', async () => {
        let createdIds: number[] = [];
        try {
          createdIds = await app.audit.write(viewer, action, async (tx) => {
            const result =
              record.kind === 'groups'
                ? await commitGroups(tx, id)
                : await commitRows(tx, id, record.kind);
            await tx.execute(
              sql`UPDATE imports SET status = 'committed', created = ${result.created},
                    updated = ${result.updated}, committed_at = now(), updated_at = now()
                  WHERE id = ${id}`,
            );
            return result.createdIds;
          });
        } catch (error) {
          await failed(id, error);
          return;
        }
        if (!sendLinks) return;
        // One at a time: the mail server and the outbox see a steady stream, not a burst.
        for (let at = 0; at < createdIds.length; at += 500) {
          const accounts = await app.db
            .select()
            .from(users)
            .where(inArray(users.id, createdIds.slice(at, at + 500)));
          for (const account of accounts) await sendPasswordResetMail(app, account);
        }
      });
      return reply.code(202).send(summaryOf(record));
    },
  );
};

export default importsRoutes;
