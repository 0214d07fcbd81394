// Retention: audit rows older than the age given are written to a CSV file and then removed, in
// one transaction; the rest stay, and a file that cannot be written removes nothing; an archive
// the server aborts for a conflict is run again and writes its rows once. Runs on both drivers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { retryTransactionsOnConflicts, rows, type Database, type Db } from '../../src/db/client';
import { archiveAudit } from '../../src/services/audit-archive';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../helpers/app';

let t: TestApp;
let asOps: Inject;
let dir: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ inject: asOps } = await signedInAs(t.app, 'operations_manager', {
    firstName: '=cmd|"/c calc"!A1',
    lastName: 'Ops',
  }));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-archive-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const DAY = 86_400;

async function auditIds(): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.app.db,
    sql`SELECT id::int AS id FROM audit_log ORDER BY id`,
  );
  return found.map((row) => row.id);
}

/** Makes rows look `days` old: the guard is bypassed as only a superuser's replica session can. */
async function age(ids: number[], days: number): Promise<void> {
  await t.app.database.withRawClient(async (client) => {
    await client.exec('BEGIN');
    await client.exec('SET LOCAL session_replication_role = replica');
    await client.query(
      `UPDATE audit_log SET at = at - make_interval(days => $1) WHERE id = ANY($2::bigint[])`,
      [days, ids],
    );
    await client.exec('COMMIT');
  });
}

it('writes the old rows to the file, then removes them; newer rows stay', async () => {
  const student = await createUser(t.app, { role: 'student' });
  const patch = (payload: object) =>
    asOps({ method: 'PATCH', url: `/api/student-profiles/${student.id}/`, payload });
  expect((await patch({ current_level: 2 })).statusCode).toBe(200);
  expect((await patch({ offer: '+1 level free' })).statusCode).toBe(200);
  const old = await auditIds();
  expect(old).toHaveLength(2);
  await age(old, 400);
  expect((await patch({ current_level: 3 })).statusCode).toBe(200);
  const kept = (await auditIds()).filter((id) => !old.includes(id));

  const file = path.join(dir, 'archive.csv');
  const result = await archiveAudit(t.app.database, { olderThanSeconds: 365 * DAY, file });

  expect(result.archived).toBe(2);
  expect(await auditIds()).toEqual(kept);
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Time,Who,Role,Action,Resource,Record,Student,Field,Before,After');
  expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
    [
      `"'=cmd|""/c calc""!A1 Ops"`,
      'Operations Manager',
      'Student changed',
      'student',
      String(student.id),
      String(student.id),
      'Offer',
      '',
      "'+1 level free",
    ],
    [
      `"'=cmd|""/c calc""!A1 Ops"`,
      'Operations Manager',
      'Student changed',
      'student',
      String(student.id),
      String(student.id),
      'Current level',
      'Zero',
      'Beginner',
    ],
  ]);

  // Outside the archive the guard holds as before.
  const refusal = await t.app.db.execute(sql`DELETE FROM audit_log`).then(
    () => undefined,
    (error: Error) => error,
  );
  expect((refusal?.cause as Error | undefined)?.message).toMatch(/append-only/);
});

it('removes nothing when the file cannot be written, nor when nothing is old enough', async () => {
  const before = await auditIds();
  expect(before.length).toBeGreaterThan(0);
  const existing = path.join(dir, 'taken.csv');
  fs.writeFileSync(existing, 'an earlier archive');
  await expect(
    archiveAudit(t.app.database, {
      olderThanSeconds: 1,
      file: existing,
      now: new Date(Date.now() + 10 * DAY * 1000),
    }),
  ).rejects.toThrow(/EEXIST/);
  expect(fs.readFileSync(existing, 'utf8')).toBe('an earlier archive');
  expect(await auditIds()).toEqual(before);

  const empty = path.join(dir, 'empty.csv');
  expect(await archiveAudit(t.app.database, { olderThanSeconds: 365 * DAY, file: empty })).toEqual(
    expect.objectContaining({ archived: 0 }),
  );
  expect(await auditIds()).toEqual(before);
});

/**
 * The centre's database whose transactions meet one conflict: the first DELETE FROM audit_log is
 * refused as PostgreSQL refuses a deadlock's victim, and transactions are retried as on a server.
 */
function databaseWithOneConflict(): Database {
  const { database } = t.app;
  const dialect = new PgDialect();
  let conflicts = 1;
  const db = Object.create(database.db) as Db;
  db.transaction = ((fn: (tx: Db) => Promise<unknown>) =>
    database.db.transaction((tx) =>
      fn(
        new Proxy(tx, {
          get(target, key, receiver) {
            if (key !== 'execute') return Reflect.get(target, key, receiver);
            return async (query: SQL) => {
              if (conflicts > 0 && /DELETE FROM audit_log/.test(dialect.sqlToQuery(query).sql)) {
                conflicts -= 1;
                throw Object.assign(new Error('Failed query'), {
                  cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
                });
              }
              return target.execute(query);
            };
          },
        }),
      ),
    )) as Db['transaction'];
  retryTransactionsOnConflicts(db);
  return { ...database, db };
}

it('writes the rows once when a conflict makes the archive run again', async () => {
  const student = await createUser(t.app, { role: 'student' });
  const patch = (payload: object) =>
    asOps({ method: 'PATCH', url: `/api/student-profiles/${student.id}/`, payload });
  expect((await patch({ current_level: 4 })).statusCode).toBe(200);
  const before = await auditIds();
  const old = before.slice(-1);
  await age(old, 400);

  const file = path.join(dir, 'after-conflict.csv');
  const result = await archiveAudit(databaseWithOneConflict(), {
    olderThanSeconds: 365 * DAY,
    file,
  });

  expect(result.archived).toBe(1);
  expect(await auditIds()).toEqual(before.filter((id) => !old.includes(id)));
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Current level');
});
