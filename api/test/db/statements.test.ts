// Which statements the PostgreSQL driver may run again after a lost connection: reads only.
import { isLostConnection, isReadOnlyStatement } from '../../src/db/client';

describe('isReadOnlyStatement', () => {
  it.each([
    ['select * from users', true],
    ['  SELECT 1', true],
    ['with t as (select 1) select * from t', true],
    ['select * from groups where id = $1 for update', false],
    ['insert into users values (1)', false],
    ['update users set x = 1', false],
    ['with gone as (delete from t returning *) select * from gone', false],
    ['delete from t', false],
  ])('%s: %s', (text, expected) => {
    expect(isReadOnlyStatement(text)).toBe(expected);
  });
});

describe('isLostConnection', () => {
  it('knows a terminated backend and a closed socket, not a constraint error', () => {
    expect(isLostConnection({ code: '57P01' })).toBe(true);
    expect(isLostConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isLostConnection({ code: '23505' })).toBe(false);
    expect(isLostConnection(undefined)).toBe(false);
  });
});
