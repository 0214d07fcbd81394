// GET /api/schedule/'s ETag, 304 and per-process body cache: a write that changes what the
// schedule shows gives a new ETag and body in every process, one that does not keeps both. Each
// answer is checked against the schedule computed straight from groups and users.
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ScheduleItem } from 'shared-domain';
import { rows } from '../../../src/db/client';
import { scheduleVersion } from '../../../src/db/queries/schedule';
import type { UserRow } from '../../helpers/db';
import {
  APP_URL,
  buildTestApp,
  createUser,
  injectAs,
  signedInAs,
  type Inject,
  type TestApp,
} from '../../helpers/app';
import { createGroup } from '../../helpers/groups';

let t: TestApp;
let other: TestApp;
let asOps: Inject;
let asOpsElsewhere: Inject;
let omar: UserRow;
let hala: UserRow;

beforeAll(async () => {
  t = await buildTestApp();
  // A second API process of the same deployment (same database, its own cache).
  other = await buildTestApp({}, { sharing: t });
  const ops = await createUser(t.app, { role: 'operations_manager' });
  asOps = await injectAs(t.app, ops);
  asOpsElsewhere = await injectAs(other.app, ops);
  omar = await createUser(t.app, { role: 'instructor', firstName: 'Omar', lastName: 'Ali' });
  hala = await createUser(t.app, { role: 'instructor', firstName: 'Hala', lastName: 'Badr' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** The schedule as the route answered it before migration 0012: groups joined with users. */
async function expected(filter = ''): Promise<ScheduleItem[]> {
  const params = new URLSearchParams(filter);
  const days = params.get('days');
  const instructor = params.get('instructor');
  return rows<ScheduleItem>(
    t.app.db,
    sql`SELECT g.id AS group_id,
        coalesce(nullif(i.full_name, ''), i.username) AS group_instructor_full_name,
        g.hours AS group_hours, g.days AS group_days, g.current_level::int AS group_current_level
      FROM groups g JOIN users i ON i.id = g.instructor_id
      WHERE (${days}::text IS NULL OR g.days = ${days})
        AND (${instructor}::int IS NULL OR g.instructor_id = ${instructor}::int)
      ORDER BY array_position(ARRAY['sat/tue', 'sun/wed', 'mon/thu']::text[], g.days::text),
        g.start_hour, 2, g.id`,
  );
}

const read = (inject: Inject, query = '', etag?: string) =>
  inject({
    method: 'GET',
    url: `/api/schedule/${query ? `?${query}` : ''}`,
    headers: etag ? { 'if-none-match': etag } : {},
  });

function etagOf(res: LightMyRequestResponse): string {
  const etag = res.headers.etag;
  expect(typeof etag).toBe('string');
  return etag as string;
}

/** The current ETag, from a full read that matches the expected schedule. */
async function currentEtag(inject = asOps, query = ''): Promise<string> {
  const res = await read(inject, query);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(await expected(query));
  return etagOf(res);
}

/** After a write: the old ETag no longer matches, and the body is the new schedule. */
async function expectChanged(before: string, inject = asOps, query = ''): Promise<string> {
  const res = await read(inject, query, before);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(await expected(query));
  expect(etagOf(res)).not.toBe(before);
  return etagOf(res);
}

async function expectUnchanged(before: string, inject = asOps, query = ''): Promise<void> {
  const res = await read(inject, query, before);
  expect(res.statusCode).toBe(304);
  expect(res.body).toBe('');
  expect(etagOf(res)).toBe(before);
}

async function group(values: Parameters<typeof createGroup>[1]) {
  return createGroup(t.app, values);
}

describe('GET /api/schedule/ conditional reads', () => {
  it('answers 304 with no body to a current If-None-Match, else 200 with the ETag', async () => {
    await group({ days: 'sat/tue', hours: '10 AM - 12 PM', instructorId: omar.id });
    const first = await read(asOps);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual(await expected());
    const etag = etagOf(first);
    expect(etag).toMatch(/^W\/"schedule-[0-9a-f]+-\d+"$/);
    expect(first.headers.vary).toBe('Origin, Accept-Encoding');
    expect(first.headers['content-encoding']).toBeUndefined();

    const again = await read(asOps);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(etagOf(again)).toBe(etag);

    const strong = etag.slice(2);
    for (const header of [etag, strong, `"other", ${strong}`, '*']) {
      const res = await read(asOps, '', header);
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const stale = await read(asOps, '', '"schedule-0-0"');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    // A filtered read has the same version, and its own body.
    const days = await read(asOps, 'days=sun/wed', etag);
    expect(days.statusCode).toBe(304);
    const filtered = await read(asOps, 'days=sun/wed');
    expect(filtered.json()).toEqual(await expected('days=sun/wed'));
    expect(filtered.json()).toEqual([]);
  });

  it('gzips the body for a client that takes gzip: the same JSON, the same ETag', async () => {
    // Enough items for a body over the compression threshold.
    const busy = await createUser(t.app, { role: 'instructor', firstName: 'Rana' });
    for (const days of ['sat/tue', 'sun/wed', 'mon/thu'] as const)
      for (const hours of ['10 AM - 12 PM', '12 PM - 2 PM', '2 PM - 4 PM'])
        await group({ days, hours, instructorId: busy.id });
    const plain = await read(asOps);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5', '*']) {
      const res = await asOps({
        method: 'GET',
        url: '/api/schedule/',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('Origin, Accept-Encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // CORS's Vary: Origin stays (CORS sets it on every answer).
    const crossOrigin = await asOps({
      method: 'GET',
      url: '/api/schedule/',
      headers: { origin: APP_URL },
    });
    expect(crossOrigin.headers['access-control-allow-origin']).toBe(APP_URL);
    expect(crossOrigin.headers.vary).toBe('Origin, Accept-Encoding');
    for (const encoding of ['identity', 'gzip;q=0, *', 'br']) {
      const res = await asOps({
        method: 'GET',
        url: '/api/schedule/',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });

  it('checks the role and the filters before the version: 403, 401 and 400 as ever', async () => {
    const etag = await currentEtag();
    const { inject: asInstructor } = await signedInAs(t.app, 'instructor');
    const refused = await read(asInstructor, '', etag);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    expect(refused.headers.etag).toBeUndefined();
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/schedule/',
      headers: { 'if-none-match': etag },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await read(asOps, 'days=fri/sat', etag);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ days: ['"fri/sat" is not a valid choice.'] });
  });

  it('gives every write that changes an item a new ETag and body, through each route', async () => {
    const edited = await group({ days: 'mon/thu', hours: '6 PM - 8 PM', instructorId: omar.id });
    const patch = (url: string, payload: object) =>
      asOps({ method: 'PATCH', url, payload }).then((res) => {
        expect({ url, status: res.statusCode, body: res.body }).toMatchObject({ url, status: 200 });
      });
    const writes: [string, () => Promise<unknown>][] = [
      [
        'a group created with an instructor',
        () =>
          asOps({
            method: 'POST',
            url: '/api/groups/',
            payload: { days: 'sun/wed', hours: '2 PM - 4 PM', instructor: hala.id },
          }).then((res) => expect(res.statusCode).toBe(201)),
      ],
      ['its days changed', () => patch(`/api/groups/${edited.id}/`, { days: 'sat/tue' })],
      ['its hours changed', () => patch(`/api/groups/${edited.id}/`, { hours: '8 PM - 10 PM' })],
      ['its level changed', () => patch(`/api/groups/${edited.id}/`, { current_level: 7 })],
      [
        'its level updated (update-level)',
        () => patch(`/api/groups/${edited.id}/update-level/`, { current_level: 8 }),
      ],
      ['another instructor', () => patch(`/api/groups/${edited.id}/`, { instructor: hala.id })],
      ['its instructor taken off', () => patch(`/api/groups/${edited.id}/`, { instructor: null })],
      ['an instructor assigned', () => patch(`/api/groups/${edited.id}/`, { instructor: omar.id })],
      [
        "the instructor's name changed by a manager",
        () => patch(`/api/users/${omar.id}/`, { first_name: 'Omran' }),
      ],
      [
        'the instructor changing their own name',
        async () => {
          const asOmar = await injectAs(t.app, omar);
          const res = await asOmar({
            method: 'PATCH',
            url: '/api/me/',
            payload: { last_name: 'Zaki' },
          });
          expect(res.statusCode).toBe(200);
        },
      ],
      [
        'the group deleted',
        () =>
          asOps({ method: 'DELETE', url: `/api/groups/${edited.id}/` }).then((res) =>
            expect(res.statusCode).toBe(204),
          ),
      ],
    ];
    for (const [what, write] of writes) {
      // Both processes have the body cached, each filter too.
      const before = await currentEtag();
      await currentEtag(asOpsElsewhere);
      await currentEtag(asOps, 'days=sat/tue');
      await currentEtag(asOps, `instructor=${omar.id}`);
      await write();
      // (`what` names the write in a failure's stack of values.)
      await expectChanged(before).catch((error: unknown) => {
        throw new Error(`${what}: ${String(error)}`);
      });
      await expectChanged(before, asOpsElsewhere);
      await expectChanged(before, asOps, 'days=sat/tue');
      await expectChanged(before, asOps, `instructor=${omar.id}`);
    }
  });

  it("takes a deleted instructor's groups out (the foreign key empties their instructor)", async () => {
    const leaving = await createUser(t.app, { role: 'instructor', firstName: 'Sami' });
    await group({ days: 'sun/wed', hours: '10 AM - 12 PM', instructorId: leaving.id });
    const before = await currentEtag();
    expect((await read(asOps)).json()).toContainEqual(
      expect.objectContaining({ group_instructor_full_name: leaving.fullName }),
    );
    await currentEtag(asOpsElsewhere);
    const res = await asOps({ method: 'DELETE', url: `/api/users/${leaving.id}/` });
    expect(res.statusCode).toBe(204);
    await expectChanged(before);
    await expectChanged(before, asOpsElsewhere);
    expect((await read(asOps)).json()).not.toContainEqual(
      expect.objectContaining({ group_instructor_full_name: leaving.fullName }),
    );
  });

  it('keeps the ETag through writes that change nothing the schedule shows', async () => {
    const kept = await group({ days: 'sun/wed', hours: '12 PM - 2 PM', instructorId: hala.id });
    const supervisor = await createUser(t.app, { role: 'supervisor' });
    const student = await createUser(t.app, { role: 'student' });
    const before = await currentEtag();
    const writes: { method: 'PATCH' | 'POST'; url: string; payload: object }[] = [
      { method: 'PATCH', url: `/api/groups/${kept.id}/`, payload: { session_one: true } },
      { method: 'PATCH', url: `/api/groups/${kept.id}/`, payload: { supervisor: supervisor.id } },
      { method: 'PATCH', url: `/api/groups/${kept.id}/`, payload: { max_capacity: 20 } },
      { method: 'PATCH', url: `/api/users/${hala.id}/`, payload: { nationality: 'Omani' } },
      {
        method: 'POST',
        url: `/api/groups/${kept.id}/students/`,
        payload: { students: [student.id] },
      },
      { method: 'POST', url: '/api/groups/', payload: { days: 'sat/tue', hours: '2 PM - 4 PM' } },
    ];
    for (const write of writes) {
      const res = await asOps(write);
      expect(res.statusCode).toBeLessThan(300);
    }
    await expectUnchanged(before);
    await expectUnchanged(before, asOpsElsewhere);
  });
  it('never gives an ETag again after the database is restored from an older backup', async () => {
    const atBackup = await currentEtag();
    const { version: backupVersion } = await scheduleVersion(t.app.db);
    // Written after the backup was taken: both processes keep a body with this group.
    const lost = await group({ days: 'mon/thu', hours: '6 PM - 8 PM', instructorId: omar.id });
    const afterBackup = await expectChanged(atBackup);
    await expectChanged(atBackup, asOpsElsewhere);

    // The restore: groups, the kept items and the version as they were at the backup (as a
    // restore writes them: no trigger runs).
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`DELETE FROM schedule_items WHERE group_id = ${lost.id}`);
      await tx.execute(sql`DELETE FROM groups WHERE id = ${lost.id}`);
      await tx.execute(sql`UPDATE schedule_version SET version = ${backupVersion}`);
    });
    // The restored version names the restored items, in every process.
    await expectUnchanged(atBackup);
    expect(etagOf(await read(asOpsElsewhere))).toBe(atBackup);

    // The next write gives a version never given before, so nothing kept from before the restore
    // (a browser's ETag, a process's body) passes for the new schedule.
    await group({ days: 'sat/tue', hours: '6 PM - 8 PM', instructorId: hala.id });
    const res = await read(asOps, '', afterBackup);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await expected());
    expect(etagOf(res)).not.toBe(afterBackup);
    const elsewhere = await read(asOpsElsewhere, '', afterBackup);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual(await expected());
  });
});
