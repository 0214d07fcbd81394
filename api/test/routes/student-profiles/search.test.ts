// The Students search as a product: ranked, short terms matched by prefix on indexed fields only
// (checked with EXPLAIN), the count capped at 1,000, and the search documents kept through writes.
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { prefixRange } from '../../../src/db/queries/student-filters';
import { SEARCH_RESULT_CAP, searchPageQuery } from '../../../src/db/queries/student-list';
import { pageRequest } from '../../../src/lib/pagination';
import type { UserRow } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../../helpers/app';
import { createCall, createGroup, updateProfile } from '../../helpers/groups';

let t: TestApp;
let manager: UserRow;
let asManager: Inject;
const s: Record<string, UserRow> = {};

const student = (key: string, firstName: string, lastName: string, email: string) =>
  createUser(t.app, { role: 'student', firstName, lastName, email }).then((row) => {
    s[key] = row;
    return row;
  });

beforeAll(async () => {
  t = await buildTestApp();
  manager = await createUser(t.app, { role: 'operations_manager' });
  asManager = await injectAs(t.app, manager);
  // Created in the reverse of their rank for "adel", so id order and rank order differ.
  await student('contains', 'Sami', 'Hadel', 'zed@example.test');
  await student('prefix', 'Adela', 'Sami', 'adela@example.test');
  await student('exact', 'Nour', 'Adel', 'nour@example.test');
});
afterAll(() => t.close());

const list = async (query: string, inject: Inject = asManager) => {
  const res = await inject({ method: 'GET', url: `/api/student-profiles/${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
const search = (term: string, extra = '') =>
  list(`?search=${encodeURIComponent(term)}&page_size=100${extra}`);
const exec = (text: string) => t.app.database.withRawClient((c) => c.exec(text));

describe('the students search', () => {
  it('ranks an exact name first, then names that start with the term, then the rest', async () => {
    const body = await search('adel');
    expect(ids(body)).toEqual([s.exact!.id, s.prefix!.id, s.contains!.id]);
    expect(body.count).toBe(3);
    expect(body).not.toHaveProperty('count_capped');
  });

  it('pages in rank order, the count on every page and past the end', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(await list(`?search=adel&page_size=1&page=${page}`));
    expect(pages.map((body) => body.count)).toEqual([3, 3, 3, 3]);
    expect(pages.flatMap(ids)).toEqual([s.exact!.id, s.prefix!.id, s.contains!.id]);
    expect(pages[0].next).toContain('page=2');
    expect(pages[2].next).toBeNull();
    expect(pages[3]).toMatchObject({ count: 3, next: null, results: [] });
    expect(pages[3].previous).toContain('page=3');
    // A term no one matches: the empty first page and its count.
    expect(await search('qqqzzz')).toMatchObject({ count: 0, next: null, results: [] });
  });

  it('lists a student whose first and last names both equal the term once, within a status', async () => {
    const twice = await student('twice', 'Adel', 'Adel', 'twice@example.test');
    const body = await search('adel');
    expect(ids(body)).toEqual([s.exact!.id, twice.id, s.prefix!.id, s.contains!.id]);
    expect(body.count).toBe(4);
    await exec(`UPDATE student_profiles SET status = 'inactive' WHERE user_id = ${twice.id}`);
    const inactive = await search('adel', '&status=inactive');
    expect(ids(inactive)).toEqual([twice.id]);
    expect(inactive.count).toBe(1);
    expect(ids(await search('adel', '&status=active'))).not.toContain(twice.id);
    await exec(`DELETE FROM users WHERE id = ${twice.id}`);
  });

  it('ranks the same way for an instructor, within their own students', async () => {
    const instructor = await createUser(t.app, { role: 'instructor' });
    const group = await createGroup(t.app, { instructorId: instructor.id });
    for (const key of ['contains', 'prefix', 'exact'])
      await updateProfile(t.app, s[key]!.id, { groupId: group.id });
    const body = await list('?search=adel', await injectAs(t.app, instructor));
    expect(ids(body)).toEqual([s.exact!.id, s.prefix!.id, s.contains!.id]);
  });

  it('matches a term of two characters by prefix only: names, e-mail and phone', async () => {
    // "ad" starts Adela and Adel; it is inside "hadel", which a short term does not look into.
    expect(ids(await search('ad'))).toEqual([s.prefix!.id, s.exact!.id]);
    expect(ids(await search('ze'))).toEqual([s.contains!.id]);
    expect(ids(await search('de'))).toEqual([]);
    // Three characters look anywhere in the document.
    expect(ids(await search('ade'))).toEqual([s.prefix!.id, s.exact!.id, s.contains!.id]);
  });

  it('finds a student by their group, call and new name once those change', async () => {
    const group = await createGroup(t.app, { days: 'sun/wed', hours: '1 PM - 3 PM' });
    const call = await createCall(t.app, { time: '11:15:00' });
    await updateProfile(t.app, s.contains!.id, { groupId: group.id, callId: call.id });
    expect(ids(await search('1 pm - 3'))).toEqual([s.contains!.id]);

    await exec(`UPDATE groups SET hours = '5 PM - 7 PM', start_hour = 17, end_hour = 19
      WHERE id = ${group.id}`);
    expect(ids(await search('1 pm - 3'))).toEqual([]);
    expect(ids(await search('5 pm - 7'))).toEqual([s.contains!.id]);

    await exec(`UPDATE calls SET "time" = '16:40' WHERE id = ${call.id}`);
    expect(ids(await search('16:40'))).toEqual([s.contains!.id]);

    await exec(`UPDATE users SET last_name = 'Zewail' WHERE id = ${s.contains!.id}`);
    expect(ids(await search('hadel'))).toEqual([]);
    expect(ids(await search('zewail'))).toEqual([s.contains!.id]);

    await exec(`UPDATE student_profiles SET status = 'inactive' WHERE user_id = ${s.contains!.id}`);
    expect(ids(await search('zewail', '&status=active'))).toEqual([]);
    expect(ids(await search('zewail', '&status=inactive'))).toEqual([s.contains!.id]);
  });

  it('keeps every document equal to one written afresh from the rows', async () => {
    const snapshot = () =>
      rows(t.app.db, sql`SELECT * FROM student_search ORDER BY user_id`).then((r) =>
        JSON.stringify(r),
      );
    const kept = await snapshot();
    await exec(`DELETE FROM student_search;
      SELECT refresh_student_search(ARRAY(SELECT user_id FROM student_profiles));`);
    expect(await snapshot()).toBe(kept);
    expect(JSON.parse(kept)).toHaveLength(
      (
        await rows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM student_profiles`)
      )[0]!.n,
    );
  });

  it.each([
    ['two letters', 'ad', true],
    ['seven letters', 'adelaid', false],
    ['a level label', 'L1', true],
    ['a number', '12', true],
  ])('never scans every student for %s (EXPLAIN)', async (_what, term, short) => {
    const query = searchPageQuery(manager, { search: term }, pageRequest({}));
    const plan = await t.app.db.transaction(async (tx) => {
      // Sequential scans priced out: the planner still takes one when it has no index to use.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query}`);
    });
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/student_search_(name|first_name|last_name)_idx/);
    // A trigram index holds nothing for a term under three characters: reading it would mean
    // reading all of it.
    expect(/trgm/.test(text)).toBe(!short);
  });

  // Last: it adds more than a thousand students.
  it('caps the count at 1,000 and says so, listing the best-ranked first', async () => {
    await exec(`INSERT INTO users (email, username, password_hash, first_name, last_name, role)
      SELECT 'many' || i || '@example.test', 'many' || i, 'x', 'Manyfolds', 'Student' || i, 'student'
      FROM generate_series(1, ${SEARCH_RESULT_CAP + 5}) i;
      INSERT INTO student_profiles (user_id) SELECT id FROM users WHERE username LIKE 'many%';`);
    const exact = await student('exactMany', 'Ali', 'Manyfold', 'ali@example.test');

    const first = await list('?search=manyfold');
    expect(first).toMatchObject({ count: SEARCH_RESULT_CAP, count_capped: true });
    expect(ids(first)[0]).toBe(exact.id);
    expect(first.results).toHaveLength(10);

    const last = await list(`?search=manyfold&page=${SEARCH_RESULT_CAP / 10}`);
    expect(last).toMatchObject({ count: SEARCH_RESULT_CAP, count_capped: true, next: null });
    expect(last.results).toHaveLength(10);
    expect((await list(`?search=manyfold&page=${SEARCH_RESULT_CAP / 10 + 1}`)).results).toEqual([]);
    // Two letters are capped the same way; a narrower term is counted exactly.
    expect(await list('?search=ma')).toMatchObject({
      count: SEARCH_RESULT_CAP,
      count_capped: true,
    });
    const narrow = await list('?search=student100');
    expect(narrow.count).toBe(7);
    expect(narrow).not.toHaveProperty('count_capped');

    // A common name's exact matches fill the cap by themselves: the lookups ranked after them,
    // the trigram one included, are never run.
    expect(await list('?search=manyfolds')).toMatchObject({ count_capped: true });
    const query = searchPageQuery(manager, { search: 'manyfolds' }, pageRequest({}));
    const analysed = await rows<{ 'QUERY PLAN': string }>(
      t.app.db,
      sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`,
    );
    // The lookups are the CTEs found_0 (exact names), found_1, found_2, ... in rank order.
    // The search's own part of the statement: the matches, before the page's profiles are read.
    const plan = analysed.map((line) => line['QUERY PLAN']);
    const lines = plan.slice(
      0,
      plan.findIndex((line) => /^\s*CTE head$/.test(line)),
    );
    const later = lines.filter((line) => /CTE Scan on found_[1-9]|trgm/.test(line));
    expect(later.length).toBeGreaterThanOrEqual(4);
    for (const line of later) expect(line).toMatch(/never executed/);
    // The exact names are read from their three indexes, never by walking the table.
    for (const index of ['name', 'first_name', 'last_name'])
      expect(lines.join('\n')).toContain(`student_search_${index}_idx`);
    const run = lines.filter((line) => / on /.test(line) && !/never executed/.test(line));
    expect(run.join('\n')).not.toMatch(/Seq Scan|student_search_pkey/);
  });
});

describe('a full-name search', () => {
  const named: Record<string, UserRow> = {};
  beforeAll(async () => {
    // Named exactly as the term; their e-mails and usernames hold its words too.
    for (const key of ['exact1', 'exact2'])
      named[key] = await createUser(t.app, {
        role: 'student',
        firstName: 'Karim',
        lastName: 'Mansour',
        email: `karim.mansour.${key}@example.test`,
        username: `karim_mansour_${key}`,
      });
    // The term inside the name; across the name's end and the e-mail's start.
    named.inside = await createUser(t.app, {
      role: 'student',
      firstName: 'Ali Karim',
      lastName: 'Mansour',
      email: 'ali.km@example.test',
    });
    named.across = await createUser(t.app, {
      role: 'student',
      firstName: 'Sara',
      lastName: 'Karim',
      email: 'mansour.s@example.test',
    });
  });

  it('ranks the exact names first, then the term inside a name or across its end', async () => {
    const body = await search('karim mansour');
    expect(ids(body)).toEqual([
      named.exact1!.id,
      named.exact2!.id,
      named.inside!.id,
      named.across!.id,
    ]);
    expect(body.count).toBe(4);
    // Longer than the name, across several of its words, or with the e-mail's punctuation.
    expect(ids(await search('sara karim mansour.s'))).toEqual([named.across!.id]);
    expect(ids(await search('ara karim mansour'))).toEqual([named.across!.id]);
    expect(ids(await search('karim mansour.s@ex'))).toEqual([named.across!.id]);
    expect(ids(await search('mansour.exact2@'))).toEqual([named.exact2!.id]);
    expect(ids(await search('mansour_exact1'))).toEqual([named.exact1!.id]);
  });
});

describe('the range of a prefix lookup', () => {
  it('runs from the prefix to just below its last character raised by one', () => {
    expect(prefixRange('ad')).toEqual({ from: 'ad', below: 'ae' });
    expect(prefixRange('نو')).toEqual({ from: 'نو', below: 'نى' });
    // Past the surrogates, and past the highest code point to the one before it.
    expect(prefixRange('a\ud7ff')).toEqual({ from: 'a\ud7ff', below: 'a\ue000' });
    expect(prefixRange('a\u{10ffff}')).toEqual({ from: 'a\u{10ffff}', below: 'b' });
    expect(prefixRange('\u{10ffff}')).toEqual({ from: '\u{10ffff}' });
  });
});
