// Keyset pages: next links return every row exactly once while rows come and go, previous links
// lead back, a page number alone answers as before, and unfiltered counts stay exact.
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import { createCall, createGroup, setEvaluation } from '../../helpers/groups';

let t: TestApp;
let asManager: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  asManager = (await signedInAs(t.app, 'operations_manager')).inject;
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
const CURSOR = { next: /[?&]after=\d+/, previous: /[?&]before=\d+/ };

/**
 * The pages read from `first` by following its `link` until there is none, `first` included; each
 * link is a keyset cursor (after= for next, before= for previous). `between` runs before each step,
 * with the pages read so far (rows added or deleted between pages).
 */
async function follow(
  first: Page,
  link: 'next' | 'previous',
  between: (read: Page[]) => Promise<void> = async () => {},
): Promise<Page[]> {
  const read = [first];
  for (let url = first[link]; url; url = read.at(-1)![link]) {
    expect(url).toMatch(CURSOR[link]);
    await between(read);
    read.push(await get(url));
    expect(read.length).toBeLessThan(100);
  }
  return read;
}
const students = () => Promise.all(Array.from({ length: 3 }, () => student()));
const student = () => createUser(t.app, { role: 'student' }).then((row) => row.id);
const remove = (id: number) => asManager({ method: 'DELETE', url: `/api/student-profiles/${id}/` });

describe('keyset pages', () => {
  it('return every student exactly once while students are added and deleted between pages', async () => {
    const initial: number[] = [];
    for (let i = 0; i < 23; i++) initial.push(await student());
    const added: number[] = [];
    const deleted = new Set<number>();
    const pages = await follow(
      await get('/api/student-profiles/?page_size=4'),
      'next',
      async (read) => {
        // Between pages: a student joins, one already listed and one still ahead are deleted.
        const listedSoFar = read.flatMap(ids);
        added.push(...(await students()));
        const listed = listedSoFar.find((id) => !deleted.has(id))!;
        const ahead = initial.find((id) => !listedSoFar.includes(id) && !deleted.has(id));
        for (const id of [listed, ahead]) {
          if (id === undefined) continue;
          expect((await remove(id)).statusCode).toBe(204);
          deleted.add(id);
        }
      },
    );
    const seen = pages.flatMap(ids);
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

    const forward = await follow(await get('/api/student-profiles/?page_size=5'), 'next');
    expect(forward.map(ids)).toEqual(byNumber);
    // From the last page back to the first: every page but the last, in reverse.
    const back = await follow(forward.at(-1)!, 'previous');
    expect(back.slice(1).reverse().map(ids)).toEqual(byNumber.slice(0, -1));
    expect(back.at(-1)!.previous).toBeNull();
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
      const pages = await follow(await get(path), 'next');
      expect(pages[0]!.count).toBe(await count(table));
      const seen = pages.flatMap(ids);
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
