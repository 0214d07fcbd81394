// The audit trail's list query and keyset page, shared by GET /api/audit/ and the Activity routes
// of a student and a group.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AuditEntry } from 'shared-domain';
import {
  countAudit,
  findAuditPage,
  type AuditCursor,
  type AuditFilter,
} from '../../db/queries/audit';
import { texts } from 'shared-i18n';
import { API_ENGLISH, t } from '../../i18n';
import { listQuerySchema, pageRequest, type Paginated } from '../../lib/pagination';
import { auditFilterShape } from 'shared-domain/schemas';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const AUDIT_QUERY_MESSAGES = texts(t, 'audit', API_ENGLISH.audit);

const cursor = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^[np](0|[1-9][0-9]{0,15})$/, { error: () => AUDIT_QUERY_MESSAGES.cursor })
    .transform((text): AuditCursor => ({
      direction: text[0] === 'p' ? 'previous' : 'next',
      id: Number(text.slice(1)),
    }))
    .optional(),
);

/** What the Activity panels take: a page size and a cursor. */
export const activityQuerySchema = listQuerySchema
  .pick({ page_size: true, limit: true })
  .extend({ cursor });

/** GET /api/audit/ and its export: the panels' query and the filters (an export's format too). */
export const auditQuerySchema = activityQuerySchema.extend(auditFilterShape);

export type AuditQuery = z.output<typeof auditQuerySchema>;

export function auditFilterOf(query: AuditQuery): AuditFilter {
  return {
    resource: query.resource,
    action: query.action,
    recordId: query.record,
    studentId: query.student,
    actorId: query.actor,
    from: query.from,
    to: query.to,
  };
}

function cursorLink(request: FastifyRequest, position: AuditCursor | null): string | null {
  if (!position) return null;
  const url = new URL(request.server.config.apiUrl + request.url);
  url.searchParams.set('cursor', `${position.direction === 'next' ? 'n' : 'p'}${position.id}`);
  return url.toString();
}

/** A page in the shape of every list; next and previous carry a keyset cursor, not a number. */
export async function auditList(
  request: FastifyRequest,
  query: z.output<typeof activityQuerySchema>,
  filter: AuditFilter,
  showPhones: boolean,
): Promise<Paginated<AuditEntry>> {
  const { pageSize } = pageRequest(query);
  const db = request.server.db;
  const [count, page] = await Promise.all([
    countAudit(db, filter),
    findAuditPage(db, filter, query.cursor, pageSize, showPhones),
  ]);
  return {
    count,
    next: cursorLink(request, page.next),
    previous: cursorLink(request, page.previous),
    results: page.results,
  };
}
