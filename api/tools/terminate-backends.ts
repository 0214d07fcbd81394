// Ends every backend of the client's database that is inside a transaction, other than the
// client's own: the API's writes lose their connections mid-way, as in a failover.
import type pg from 'pg';

/** How many backends were ended. */
export async function terminateTransactionBackends(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()
       AND xact_start IS NOT NULL AND backend_type = 'client backend'`,
  );
  return rows.filter((row) => row.ended).length;
}
