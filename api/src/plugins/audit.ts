// The audit trail's writer (migration 0009). A write of the API runs in `app.audit.write(actor,
// action, fn)`: one transaction that names the write and who makes it in a transaction-local
// setting, which the audited tables' triggers copy into audit_log beside each row they change; so a
// write that fails leaves no audit row and one that commits always has them. Events that change no
// audited table (log-ins, failed log-ins) are added with `app.audit.event` inside the caller's
// transaction.
//
// `enabled: false` exists for the API benchmark only (the same write mix with and without the
// trail): it is an option of buildApp, never an environment variable, so no deployment can turn
// the trail off by a setting.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Role } from 'shared-domain';
import type { AuditAction, AuditChanges, AuditResource } from 'shared-domain/records';
import type { Db } from '../db/client';

/** Who makes a write: the signed-in user, or nobody (a sign-up, a reset link, a failed log-in). */
export interface AuditActor {
  id: number;
  role: Role;
  fullName: string;
  username: string;
}

export interface AuditEvent {
  action: AuditAction;
  resource: AuditResource;
  recordId: number | null;
  studentId?: number | null;
  changes?: AuditChanges;
}

export interface AuditWriter {
  readonly enabled: boolean;
  /** Runs fn in one transaction whose writes are recorded as `action` by `actor`. */
  write<T>(actor: AuditActor | null, action: AuditAction, fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Names the rest of transaction `tx`'s writes: `write` does it first; a route that learns who
   * acts only inside the transaction (a link's token names the account) names it again.
   */
  name(tx: Db, actor: AuditActor | null, action: AuditAction): Promise<void>;
  /** Records an event that changes no audited table, in the caller's transaction `tx`. */
  event(tx: Db, actor: AuditActor | null, event: AuditEvent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditWriter;
  }
}

function actorName(actor: AuditActor | null): string | null {
  if (!actor) return null;
  return actor.fullName.trim() || actor.username;
}

function contextOf(actor: AuditActor | null, action: AuditAction): string {
  return JSON.stringify({
    action,
    actor_id: actor?.id ?? null,
    actor_role: actor?.role ?? null,
    actor_name: actorName(actor),
  });
}

export default fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    const writer: AuditWriter = {
      enabled,
      write(actor, action, fn) {
        return app.db.transaction(async (tx) => {
          await writer.name(tx, actor, action);
          return fn(tx);
        });
      },
      async name(tx, actor, action) {
        if (!enabled) return;
        await tx.execute(
          sql`SELECT set_config('linguadesk.audit', ${contextOf(actor, action)}, true)`,
        );
      },
      async event(tx, actor, event) {
        if (!enabled) return;
        await tx.execute(
          sql`INSERT INTO audit_log
                (actor_id, actor_role, actor_name, action, resource, record_id, student_id, changes)
              VALUES (${actor?.id ?? null}, ${actor?.role ?? null}, ${actorName(actor)},
                ${event.action}, ${event.resource}, ${event.recordId}, ${event.studentId ?? null},
                ${JSON.stringify(event.changes ?? {})}::jsonb)`,
        );
      },
    };
    app.decorate('audit', writer);
  },
  { name: 'audit', dependencies: ['db'] },
);
