// `pnpm --filter api audit-archive [--older-than 730d] [--out file.csv]`: moves the audit rows
// older than the age given (or AUDIT_RETENTION) out of the configured database into a CSV file,
// written before anything is removed. Without an age nothing goes: the trail is kept forever.
// On the embedded database, stop the API first (one process per data directory).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, parseDuration } from './config';
import { migrate } from './db/migrate';
import { openConfiguredDatabase } from './db/prepare';
import { archiveAudit } from './services/audit-archive';

const USAGE =
  'Usage: pnpm --filter api audit-archive [--older-than 730d] [--out audit-archive.csv]\nThe age defaults to AUDIT_RETENTION; without either, audit rows are kept forever.';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'older-than': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const olderThanSeconds = values['older-than']
    ? parseDuration(values['older-than'], '--older-than')
    : config.auditRetentionSeconds;
  if (olderThanSeconds === undefined) {
    console.log('No --older-than and no AUDIT_RETENTION: audit rows are kept forever.');
    return;
  }
  const file = path.resolve(
    values.out ?? `audit-archive-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const { archived, cutoff } = await archiveAudit(database, { olderThanSeconds, file });
    console.log(
      archived
        ? `${archived} audit rows older than ${cutoff.toISOString()} written to ${file} and removed.`
        : `No audit rows older than ${cutoff.toISOString()}; ${file} holds the header only.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
