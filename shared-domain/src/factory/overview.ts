// GET /api/overview/ answers (docs/api.md#schedule-and-overview): a busy centre and an empty one.
import type { Overview } from 'shared-domain';

/** A busy centre: every bucket differs, so a figure in the wrong place shows. */
export function makeOverview(overrides: Partial<Overview> = {}): Overview {
  return {
    total_students: 1284,
    active_groups: 37,
    average_score: 74,
    average_attendance: 81,
    score_buckets: { '0-60': 12, '60-70': 25, '70-85': 40, '85-100': 18 },
    group_completion: { '0-33%': 9, '34-66%': 14, '67-100%': 16 },
    pass_fail: { pass: 58, fail: 19, pending: 18 },
    groups_by_level: [
      { level: 3, count: 6 },
      { level: 1, count: 4 },
      { level: 14, count: 2 },
    ],
    finance: [
      {
        currency: 'EGP',
        charged_minor: 45_000_000,
        paid_minor: 30_250_000,
        outstanding_minor: 14_750_000,
      },
      {
        currency: 'USD',
        charged_minor: 1_250_000,
        paid_minor: 1_100_050,
        outstanding_minor: 149_950,
      },
    ],
    ...overrides,
  };
}

/** A new centre with no students, groups or evaluations. */
export const EMPTY_OVERVIEW: Overview = {
  total_students: 0,
  active_groups: 0,
  average_score: 0,
  average_attendance: 0,
  score_buckets: { '0-60': 0, '60-70': 0, '70-85': 0, '85-100': 0 },
  group_completion: { '0-33%': 0, '34-66%': 0, '67-100%': 0 },
  pass_fail: { pass: 0, fail: 0, pending: 0 },
  groups_by_level: [],
  finance: [],
};
