import { COMPLETION_BUCKETS, PASS_ORAL, PASS_TOTAL, SCORE_BUCKETS, SCORE_CAPS } from '../index';
import {
  completionBucket,
  countsAsFail,
  countsAsPass,
  levelUpdateOutcome,
  passes,
  passFailBadge,
  passFailLabel,
  roundedMean,
  scoreBucket,
  totalScore,
} from '../records';

const scores = (oral: number, rest: number) => ({
  oral,
  participation: rest,
  written: 0,
  listening: 0,
  tasks: 0,
});

describe('caps and totals', () => {
  it('caps the five scores at 50/20/10/10/10, 100 in all', () => {
    expect(SCORE_CAPS).toEqual({
      oral: 50,
      participation: 20,
      written: 10,
      listening: 10,
      tasks: 10,
    });
    expect(totalScore(SCORE_CAPS)).toBe(100);
    expect([PASS_TOTAL, PASS_ORAL]).toEqual([70, 30]);
  });

  it('adds the scores, numeric strings included, missing ones as 0', () => {
    expect(totalScore({ oral: 40, participation: '15', written: 5 })).toBe(60);
    expect(totalScore(null)).toBe(0);
  });
});

describe('pass rule', () => {
  it('passes at a total of 70 with oral 30, not a point below either', () => {
    expect(passes(scores(30, 39))).toBe(false);
    expect(passes(scores(30, 40))).toBe(true);
    expect(passes({ oral: 30, participation: 20, written: 10, listening: 10, tasks: 0 })).toBe(
      true,
    );
    expect(passes({ oral: 29, participation: 20, written: 10, listening: 10, tasks: 10 })).toBe(
      false,
    );
    expect(passes({ oral: 50, participation: 19, written: 0, listening: 0, tasks: 0 })).toBe(false);
  });

  it("reads the server's total_score when present", () => {
    expect(passes({ oral: 30, total_score: 70 })).toBe(true);
    expect(passes({ oral: 50, participation: 20, total_score: 69 })).toBe(false);
    expect(passes(null)).toBe(false);
  });

  it('labels the outcome, naming the oral rule first', () => {
    expect(passFailLabel({ oral: 40, participation: 20, written: 10 })).toBe('Pass');
    expect(
      passFailLabel({ oral: 29, participation: 20, written: 10, listening: 10, tasks: 10 }),
    ).toBe('Fail (Oral < 30)');
    expect(passFailLabel({ oral: 10 })).toBe('Fail (Oral < 30)');
    expect(passFailLabel({ oral: 30, participation: 20, written: 10, listening: 9 })).toBe(
      'Fail (Score < 70)',
    );
  });

  it('badges pass_fail as Pending, Passed or Failed', () => {
    expect(passFailBadge('pending')).toBe('Pending');
    expect(passFailBadge('pass')).toBe('Passed');
    expect(passFailBadge('fail')).toBe('Failed');
    expect(passFailBadge(undefined)).toBe('Pending');
  });

  it('counts pass, passed and true as a pass; fail, failed and false as a fail', () => {
    for (const value of ['pass', 'passed', 'true', true, 'Passed']) {
      expect([countsAsPass(value), countsAsFail(value)]).toEqual([true, false]);
    }
    for (const value of ['fail', 'failed', 'false', false, 'FAIL']) {
      expect([countsAsPass(value), countsAsFail(value)]).toEqual([false, true]);
    }
    for (const value of ['pending', null, undefined, 1]) {
      expect([countsAsPass(value), countsAsFail(value)]).toEqual([false, false]);
    }
  });
});

describe('buckets and averages', () => {
  it('puts totals in the overview score buckets', () => {
    expect(SCORE_BUCKETS).toEqual(['0-60', '60-70', '70-85', '85-100']);
    expect([0, 59.9, 60, 69, 70, 84, 85, 100].map(scoreBucket)).toEqual([
      '0-60',
      '0-60',
      '60-70',
      '60-70',
      '70-85',
      '70-85',
      '85-100',
      '85-100',
    ]);
  });

  it('puts completion percents in thirds', () => {
    expect(COMPLETION_BUCKETS).toEqual(['0-33%', '34-66%', '67-100%']);
    expect([0, 33, 34, 66, 67, 100].map(completionBucket)).toEqual([
      '0-33%',
      '0-33%',
      '34-66%',
      '34-66%',
      '67-100%',
      '67-100%',
    ]);
    expect(completionBucket((3 / 9) * 100)).toBe('0-33%');
    expect(completionBucket((6 / 9) * 100)).toBe('67-100%');
  });

  it('rounds means and gives 0 for none', () => {
    expect(roundedMean([70, 71, 71])).toBe(71);
    expect(roundedMean([])).toBe(0);
  });
});

describe('levelUpdateOutcome', () => {
  const passing = { oral: 40, participation: 20, written: 10, listening: 0, tasks: 0 };
  it('advances a passed student with remaining levels', () => {
    expect(
      levelUpdateOutcome({ evaluation: { ...passing, pass_fail: 'pending' }, remaining_levels: 2 }),
    ).toBe('passed');
    expect(levelUpdateOutcome({ evaluation: { pass_fail: 'pass' }, remaining_levels: 1 })).toBe(
      'passed',
    );
  });

  it('sends a passed student without levels away, and fails the rest', () => {
    expect(levelUpdateOutcome({ evaluation: { pass_fail: 'pass' }, remaining_levels: 0 })).toBe(
      'no_levels',
    );
    expect(
      levelUpdateOutcome({ evaluation: { ...passing, pass_fail: 'fail' }, remaining_levels: 3 }),
    ).toBe('failed');
    expect(levelUpdateOutcome({ evaluation: null, remaining_levels: 3 })).toBe('failed');
  });
});
