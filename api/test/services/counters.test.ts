// The database counters (the default store), on the suite's driver: hits are atomic, a release
// gives back one reservation, and a window that has closed counts from zero again.
import { databaseCounters, type Counters } from '../../src/services/counters';
import { buildTestApp, type TestApp } from '../helpers/app';

const MINUTE = 60_000;
let testApp: TestApp;
let counters: Counters;

beforeAll(async () => {
  testApp = await buildTestApp();
  counters = databaseCounters(testApp.app.db);
});
afterAll(() => testApp?.close());

describe('database counters', () => {
  it('count every one of many simultaneous hits', async () => {
    const hits = await Promise.all(Array.from({ length: 30 }, () => counters.hit('busy', MINUTE)));
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    for (const hit of hits) expect(hit.ttl).toBeGreaterThan(0);
  });

  it('give back one reservation on release, never below zero', async () => {
    await counters.hit('held', MINUTE);
    await counters.hit('held', MINUTE);
    await counters.release('held');
    expect((await counters.peek('held')).current).toBe(1);
    await counters.release('held');
    await counters.release('held');
    expect((await counters.peek('held')).current).toBe(0);
    await counters.release('never-opened');
    expect(await counters.peek('never-opened')).toEqual({ current: 0, ttl: 0 });
  });

  it('forget a key on reset', async () => {
    await counters.hit('gone', MINUTE);
    await counters.reset('gone');
    expect(await counters.peek('gone')).toEqual({ current: 0, ttl: 0 });
  });
});
