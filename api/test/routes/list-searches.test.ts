// The groups and calls searches: every term is answered through indexes (EXPLAIN with
// sequential scans priced out: the plan still holds one when no index can answer), and what the
// cards show is matched: a group's hours, a call's time, months and number ('Call #12', by prefix).
import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../../src/db/client';
import { callSearch } from '../../src/db/queries/calls';
import { groupSearch } from '../../src/db/queries/groups';
import type { UserRow } from '../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import { createCall, createGroup } from '../helpers/groups';

let t: TestApp;
let asOps: Inject;
let omar: UserRow;
const callIds: number[] = [];
const groupIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  asOps = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  omar = await createUser(t.app, { role: 'instructor', firstName: 'Omar', lastName: 'Zayed' });
  const other = await createUser(t.app, { role: 'supervisor', firstName: 'Dina', lastName: 'Ali' });
  for (let i = 0; i < 12; i += 1) {
    const call = await createCall(t.app, {
      time: i % 2 ? '10:00:00' : '16:15:00',
      months: i % 3 ? 5 : 1,
      instructorId: i % 4 ? other.id : omar.id,
    });
    callIds.push(call.id);
    const group = await createGroup(t.app, {
      hours: i % 2 ? '4 PM - 6 PM' : '10 AM - 12 PM',
      days: i % 2 ? 'sun/wed' : 'mon/thu',
      instructorId: i % 4 ? other.id : omar.id,
    });
    groupIds.push(group.id);
  }
});
afterAll(() => t.close());

const found = async (path: string, term: string) => {
  const res = await asOps({
    method: 'GET',
    url: `/api/${path}/?page_size=1000&search=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; results: { id: number }[] };
  expect(body.count).toBe(body.results.length);
  return body.results.map((row) => row.id);
};

async function planOf(query: SQL): Promise<string> {
  const plan = await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return rows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query}`);
  });
  return plan.map((line) => line['QUERY PLAN']).join('\n');
}

describe('the groups and calls searches', () => {
  it.each(['omar', 'om', 'o', '4 pm', '4', 'sun/wed', 'L3', '12', 'nobody'])(
    'never scans every group, call or user for %p (EXPLAIN of the count and the first page)',
    async (term) => {
      const calls = callSearch(term);
      const filters: [string, SQL | undefined][] = [
        ['groups g', groupSearch(term)],
        ['calls c', calls],
      ];
      for (const [table, filter] of filters) {
        if (!filter) continue;
        const alias = sql.raw(table.slice(-1));
        for (const query of [
          sql`SELECT count(*) FROM ${sql.raw(table)} WHERE ${filter}`,
          sql`SELECT ${alias}.id FROM ${sql.raw(table)} WHERE ${filter} ORDER BY ${alias}.id LIMIT 10`,
        ])
          expect(await planOf(query)).not.toMatch(/Seq Scan/);
      }
    },
  );

  it("matches a group's hours and staff among every group", async () => {
    const pm = groupIds.filter((_, i) => i % 2);
    expect(await found('groups', '4 pm - 6')).toEqual(pm);
    expect(await found('groups', '6 P')).toEqual(pm);
    expect(await found('groups', '10 am')).toEqual(groupIds.filter((_, i) => !(i % 2)));
    expect(await found('groups', 'zayed')).toEqual(groupIds.filter((_, i) => !(i % 4)));
    expect(await found('groups', 'pm')).toEqual(groupIds);
  });

  it("matches a call's time, months and staff", async () => {
    expect(await found('calls', '4:15 pm')).toEqual(callIds.filter((_, i) => !(i % 2)));
    expect(await found('calls', '16:1')).toEqual(callIds.filter((_, i) => !(i % 2)));
    expect(await found('calls', '1 month')).toEqual(callIds.filter((_, i) => !(i % 3)));
    expect(await found('calls', '5 months')).toEqual(callIds.filter((_, i) => i % 3));
    expect(await found('calls', 'omar z')).toEqual(callIds.filter((_, i) => !(i % 4)));
  });

  it("matches a call's number by its first digits, and 'Call' every call", async () => {
    for (const id of callIds) {
      const starting = callIds.filter((other) => String(other).startsWith(String(id)));
      expect(await found('calls', `Call #${id}`)).toEqual(starting);
      expect(await found('calls', `#${id}`)).toEqual(starting);
      expect(await found('calls', `l #${id}`)).toEqual(starting);
    }
    expect(await found('calls', 'call #0')).toEqual([]);
    expect(await found('calls', 'Call')).toEqual(callIds);
    expect(await found('calls', '#')).toEqual(callIds);
    expect(await found('calls', `call #${'9'.repeat(12)}`)).toEqual([]);
  });
});
