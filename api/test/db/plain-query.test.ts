// plainQuery writes the hot reads' statements as drizzle's dialect does (text and parameters), and
// leaves to the dialect what it does not know.
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { plainQuery, statementCache } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { rankedStudentMatches } from '../../src/db/queries/student-filters';
import { searchPageQuery } from '../../src/db/queries/student-list';
import { profilesBesideQuery, type Viewer } from '../../src/db/queries/student-profiles';
import { keysetPage, pageBounds, pageRequest, positionedPage } from '../../src/lib/pagination';

const dialect = new PgDialect();
const written = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

const viewers: Viewer[] = [
  { id: 1, role: 'operations_manager' },
  { id: 2, role: 'instructor' },
  { id: 3, role: 'student' },
];
const pages = [{ page: 1 }, { page: 7 }, { page: 2, after: 40 }, { page: 3, before: 90 }].map(
  (query) => pageRequest({ page_size: 10, ...query } as never),
);

describe('plainQuery', () => {
  it.each(viewers)('writes the students list of a %j as the dialect does', (viewer) => {
    for (const page of pages) {
      for (const status of [undefined, 'waiting']) {
        const key = sql`sp.user_id`;
        const plan =
          viewer.role === 'operations_manager'
            ? positionedPage(key, page, status ? `students:${status}` : 'students')
            : keysetPage(key, page);
        const ids = sql`SELECT sp.user_id FROM student_profiles sp
          WHERE ${status ? sql`sp.status = ${status}` : sql`TRUE`} AND ${plan.where}
          ORDER BY ${plan.orderBy} ${pageBounds(plan)}`;
        const query = profilesBesideQuery({
          viewer,
          head: sql`SELECT ${sql`(SELECT 12)`} AS list_count, ARRAY(${ids}) AS ids`,
        });
        expect(plainQuery(query)).toEqual(written(query));
      }
    }
  });

  it.each(['sa', 'sara', 'L1', '12', '#12', "o'neil", '100%_\\', 'sat', '14:30'])(
    'writes the search for %s as the dialect does',
    (search) => {
      for (const viewer of viewers)
        for (const status of [undefined, 'active'] as const)
          for (const page of pages) {
            const query = searchPageQuery(viewer, { search, status }, page);
            expect(plainQuery(query)).toEqual(written(query));
          }
      const unbounded = rankedStudentMatches(search, undefined);
      expect(plainQuery(unbounded)).toEqual(written(unbounded));
    },
  );

  it('numbers every kind of plain value, and writes nothing for undefined', () => {
    const query = sql`SELECT ${1}, ${'a'}, ${null}, ${true}, ${10n}${undefined} ${sql.raw('x')}, ${sql.join(
      [sql`${2}`, sql`${3}`],
      sql`, `,
    )}`;
    expect(plainQuery(query)).toEqual(written(query));
    expect(plainQuery(query)?.params).toEqual([1, 'a', null, true, 10n, 2, 3]);
  });

  it('agrees with the dialect on any tree of text, values and nested SQL', () => {
    const value = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.boolean());
    const tree: fc.Arbitrary<SQL> = fc.letrec<{ node: SQL }>((tie) => ({
      node: fc
        .array(
          fc.oneof(
            fc.string().map((s) => sql.raw(s)),
            value,
            tie('node'),
          ),
          {
            maxLength: 5,
          },
        )
        .map((parts) =>
          sql.join(
            parts.map((part) => (part instanceof Object ? (part as SQL) : sql`${part}`)),
            sql` `,
          ),
        ),
    })).node;
    fc.assert(
      fc.property(tree, (query) => expect(plainQuery(query)).toEqual(written(query))),
      {
        numRuns: 300,
      },
    );
  });

  it('leaves tables, columns, identifiers and inlined values to the dialect', () => {
    for (const query of [
      sql`SELECT ${users.id} FROM users`,
      sql`SELECT 1 FROM ${users}`,
      sql`SELECT 1 FROM ${sql.identifier('users')}`,
      sql`SELECT ${[1, 2]}`,
      sql`SELECT ${sql.param(1)}`,
      sql`SELECT ${'x'}`.inlineParams(),
      sql`SELECT ${sql`${'x'}`.inlineParams()}`,
    ])
      expect(plainQuery(query)).toBeUndefined();
  });
});

describe('statementCache', () => {
  it('builds a statement once per key and keeps only the latest keys', () => {
    const cache = statementCache(2);
    const built: string[] = [];
    const get = (key: string) =>
      cache(key, () => {
        built.push(key);
        return sql`SELECT ${key}`;
      });
    const a = get('a');
    expect(get('a')).toBe(a);
    get('b');
    get('c');
    expect(built).toEqual(['a', 'b', 'c']);
    // 'a' was the oldest of three: it is built again.
    expect(get('a')).not.toBe(a);
    expect(built).toEqual(['a', 'b', 'c', 'a']);
  });
});
