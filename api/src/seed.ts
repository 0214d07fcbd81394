// `pnpm --filter api seed -- --students N [--seed S]`: empties the configured database and loads a
// generated centre of N students (bulk inserts, then VACUUM ANALYZE).
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from 'shared-domain/factory';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openConfiguredDatabase } from './db/prepare';
import { clearCentre, seedCentre } from './seed/centre';
import { DEMO_LOGINS, DEMO_STUDENTS } from './seed/demo';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { students: { type: 'string' }, seed: { type: 'string' } },
  });
  const students = Number(values.students ?? DEMO_STUDENTS);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (!Number.isInteger(students) || students < 1 || students > 5_000_000) {
    throw new Error('--students must be a whole number between 1 and 5000000');
  }
  if (seed !== undefined && !Number.isInteger(seed))
    throw new Error('--seed must be a whole number');

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const started = Date.now();
    await clearCentre(database);
    const summary = await seedCentre(database, { students, seed });
    console.log(
      `Seeded ${summary.students} students, ${summary.staff} staff, ${summary.groups} groups, ${summary.calls} calls and ${summary.levelHistory} level-history records in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.driver === 'pg' ? 'DATABASE_URL' : config.dataDir}).`,
    );
    console.log(
      `Demo log-ins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.accounts.map((a) => a.email).join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
