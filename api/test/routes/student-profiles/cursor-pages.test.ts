// Keyset pages (issue 9, point 3): following the lists' next links returns every row exactly once
// while rows are added and deleted between pages; previous links lead back; a page number alone
// (the screens' page numbers) still answers the same rows, counted from the nearer end; the
// unfiltered counts of groups and calls come from counters that stay exact.
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../../helpers/app';
import { createCall, createGroup, setEvaluation } from '../../helpers/groups';

let t: TestApp;
let asManager: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
});
afterAll(() => t.close());

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number }[];
}

const get = async (url: string): Promise<Page> => {
  const res = await asManager({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ids = (page: Page) => page.results.map((r) => r.id);
const students = () => Promise.all(Array.from({ length: 3 }, () => student()));
const student = () => createUser(t.app, { role: 'student' }).then((row) => row.id);
const remove = (id: number) => asManager({ method: 'DELETE', url: `/api/student-profiles/${id}/` });

describe('keyset pages', () => {
  it('return every student exactly once while students are added and deleted between pages', async () => {
    const initial: number[] = [];
    for (let i = 0; i < 23; i++) initial.push(await student());
    const seen: number[] = [];
    const added: number[] = [];
    const deleted = new Set<number>();
    let page = await get('/api/student-profiles/?page_size=4');
    for (let step = 0; ; step++) {
      expect(page.next === null || /[?&]after=\d+/.test(page.next)).toBe(true);
      seen.push(...ids(page));
      if (!page.next) break;
      // Between pages: a student joins, one already listed and one still ahead are deleted.
      added.push(...(await students()));
      const listed = seen.find((id) => !deleted.has(id))!;
      const ahead = initial.find((id) => !seen.includes(id) && !deleted.has(id));
      for (const id of [listed, ahead]) {
        if (id === undefined) continue;
        expect((await remove(id)).statusCode).toBe(204);
        deleted.add(id);
      }
      page = await get(page.next);
      expect(step).toBeLessThan(100);
    }
    expect(new Set(seen).size).toBe(seen.length);
    const stayed = [...initial, ...added].filter((id) => !deleted.has(id));
    for (const id of stayed) expect(seen).toContain(id);
    // A student deleted before their page came is not listed.
    const neverListed = [...deleted].filter((id) => !seen.includes(id));
    expect(neverListed.length).toBeGreaterThan(0);
  });

  it('lead back by previous links, and agree with page numbers counted from either end', async () => {
    const all = (await get('/api/student-profiles/?page_size=1000')).results.map((r) => r.id);
    const pages = Math.ceil(all.length / 5);
    const byNumber: number[][] = [];
    for (let n = 1; n <= pages; n++)
      byNumber.push(ids(await get(`/api/student-profiles/?page_size=5&page=${n}`)));
    expect(byNumber.flat()).toEqual(all);

    let page = await get('/api/student-profiles/?page_size=5');
    const forward: number[][] = [ids(page)];
    while (page.next) {
      page = await get(page.next);
      forward.push(ids(page));
    }
    expect(forward).toEqual(byNumber);
    const back: number[][] = [];
    while (page.previous) {
      expect(page.previous).toMatch(/[?&]before=\d+/);
      page = await get(page.previous);
      back.unshift(ids(page));
    }
    expect(back).toEqual(byNumber.slice(0, -1));
    expect(page.previous).toBeNull();
  });

  it('page evaluations, groups and calls the same way, counted from counters', async () => {
    const count = async (table: string) =>
      (
        await rows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`)
      )[0]!.n;
    for (let i = 0; i < 7; i++) {
      await createGroup(t.app);
      await createCall(t.app, { time: `1${i}:00:00` });
    }
    const someStudents = (await get('/api/student-profiles/?page_size=7')).results;
    for (const { id } of someStudents) await setEvaluation(t.app, id, { oral: 10 });
    await t.app.database.withRawClient((c) =>
      c.exec(
        'DELETE FROM groups WHERE id = (SELECT min(id) FROM groups); DELETE FROM calls WHERE id = (SELECT max(id) FROM calls)',
      ),
    );
    for (const [path, table] of [
      ['/api/groups/?limit=3', 'groups'],
      ['/api/calls/?limit=3', 'calls'],
      ['/api/student-evaluations/?page_size=3', 'evaluations'],
    ] as const) {
      let page = await get(path);
      expect(page.count).toBe(await count(table));
      const seen = [...ids(page)];
      while (page.next) {
        expect(page.next).toMatch(/[?&]after=\d+/);
        page = await get(page.next);
        seen.push(...ids(page));
      }
      expect(seen).toHaveLength(await count(table));
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    }
  });

  it('answer 400 for a cursor that is not a row id', async () => {
    for (const query of ['after=x', 'before=-1', 'after=2147483648']) {
      const res = await asManager({ method: 'GET', url: `/api/student-profiles/?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [query.split('=')[0]!]: ['Invalid cursor.'] });
    }
  });
});
