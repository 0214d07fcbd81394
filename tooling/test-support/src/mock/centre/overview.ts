// GET /api/overview/: the Overview's figures, computed from the students and groups as the API's
// counters keep them (an active group has at least one student), and the money from the students'
// amounts.
import { COMPLETION_BUCKETS, type Overview, SCORE_BUCKETS, SESSION_KEYS } from 'shared-domain';
import { completionBucket, parseMoneyMinor, roundedMean, scoreBucket } from 'shared-domain/records';
import { checkResponse, overviewSchema } from 'shared-domain/responses';
import type { FakeApi } from '../../fake-api';
import { authorized } from '../collection';
import type { Centre } from './state';

function buckets<K extends string>(keys: readonly K[], of: (value: number) => K, values: number[]) {
  return Object.fromEntries(
    keys.map((key) => [key, values.filter((value) => of(value) === key).length]),
  ) as Record<K, number>;
}

function overviewOf({ students, groups }: Centre): Overview {
  const active = groups.filter((group) => students.some((one) => one.group_id === group.id));
  const totals = students.map((one) => one.evaluation.total_score);
  const held = active.map((group) =>
    Math.round((SESSION_KEYS.filter((key) => group[key]).length / SESSION_KEYS.length) * 100),
  );
  const levels = new Map<number, number>();
  for (const { current_level: level } of active) levels.set(level, (levels.get(level) ?? 0) + 1);
  const marked = (mark: string) => students.filter((one) => one.evaluation.pass_fail === mark);
  return {
    total_students: students.length,
    active_groups: active.length,
    average_score: roundedMean(totals),
    average_attendance: roundedMean(
      students.map((one) =>
        Math.round((one.attendance.total_attendance / SESSION_KEYS.length) * 100),
      ),
    ),
    score_buckets: buckets(SCORE_BUCKETS, scoreBucket, totals),
    group_completion: buckets(COMPLETION_BUCKETS, completionBucket, held),
    pass_fail: {
      pass: marked('pass').length,
      fail: marked('fail').length,
      pending: marked('pending').length,
    },
    groups_by_level: [...levels].map(([level, count]) => ({ level, count })),
    finance: financeOf(students),
  };
}

/** The students' amounts per currency, which their ledgers total (ledger.ts keeps them so). */
function financeOf(students: Centre['students']): Overview['finance'] {
  const sums = new Map<string, { charged: number; outstanding: number }>();
  for (const one of students) {
    const sum = sums.get(one.currency) ?? { charged: 0, outstanding: 0 };
    sum.charged += parseMoneyMinor(one.amount) ?? 0;
    sum.outstanding += parseMoneyMinor(one.outstanding_amount) ?? 0;
    sums.set(one.currency, sum);
  }
  return [...sums]
    .filter(([, sum]) => sum.charged !== 0 || sum.outstanding !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, sum]) => ({
      currency,
      charged_minor: sum.charged,
      paid_minor: sum.charged - sum.outstanding,
      outstanding_minor: sum.outstanding,
    }));
}

export function serveOverview(api: FakeApi, centre: Centre): void {
  api.on(
    'GET',
    '/api/overview/',
    authorized(() => ({
      status: 200,
      body: checkResponse(overviewOf(centre), overviewSchema, 'mock overview'),
    })),
  );
}
