// Moving old audit rows out of the database (retention): the rows older than the cut-off are
// written to a CSV file, flushed to disk, and only then removed, in one transaction that the
// append-only guard lets delete (linguadesk.audit_archive, migration 0009). A file that cannot be
// written leaves every row where it was.
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { auditBatches } from '../db/queries/audit';
import { auditCsvLines, auditCsvStart } from '../lib/audit-csv';

export interface ArchiveOptions {
  /** Rows older than this many seconds go. */
  olderThanSeconds: number;
  /** The CSV file to write; refused when it exists (an earlier archive is never overwritten). */
  file: string;
  /** The clock (tests move it). */
  now?: Date;
}

export interface ArchiveResult {
  /** Rows moved out. */
  archived: number;
  cutoff: Date;
}

export async function archiveAudit(
  database: Database,
  { olderThanSeconds, file, now = new Date() }: ArchiveOptions,
): Promise<ArchiveResult> {
  const cutoff = new Date(now.getTime() - olderThanSeconds * 1000);
  return database.db.transaction(async (tx) => {
    const handle = await fs.open(file, 'wx');
    try {
      return await moveOut(tx, handle, cutoff);
    } catch (error) {
      // Nothing left the database: the file goes too, so that the transaction, run again after a
      // conflict, or a later archive can write it afresh.
      await handle.close().catch(() => undefined);
      await fs.rm(file, { force: true });
      throw error;
    }
  });
}

/** Writes the rows older than cutoff to the opened file, then deletes them, in transaction tx. */
async function moveOut(tx: Db, handle: fs.FileHandle, cutoff: Date): Promise<ArchiveResult> {
  let archived = 0;
  let newest = 0;
  try {
    await handle.write(auditCsvStart());
    for await (const entries of auditBatches(tx, { to: cutoff })) {
      await handle.write(entries.map(auditCsvLines).join(''));
      archived += entries.length;
      newest = Math.max(newest, ...entries.map((entry) => entry.id));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (archived) {
    await tx.execute(sql`SELECT set_config('linguadesk.audit_archive', 'on', true)`);
    const removed = await tx.execute(
      sql`DELETE FROM audit_log WHERE at < ${cutoff.toISOString()}::timestamptz AND id <= ${newest}`,
    );
    const count = removed as unknown as { rowCount?: number; affectedRows?: number };
    const deleted = count.rowCount ?? count.affectedRows;
    if (deleted !== undefined && deleted !== archived)
      throw new Error(`archived ${archived} audit rows but ${deleted} matched the deletion`);
  }
  return { archived, cutoff };
}
