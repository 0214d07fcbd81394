// statementCache: a hot read's statement built once per key (what it depends on), the latest kept.
import { sql } from 'drizzle-orm';
import { statementCache } from '../../src/db/client';

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
