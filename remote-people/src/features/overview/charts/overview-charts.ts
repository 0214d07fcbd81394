// What each Overview chart shows (spec sections 2 and 9): its title, kind and labelled figures,
// built from GET /api/overview/ with the shared-domain buckets and counting words.
import { COMPLETION_BUCKETS, SCORE_BUCKETS, levelLabel, type Overview } from 'shared-domain';
import { countsAsFail, countsAsPass } from 'shared-domain/records';
import { CHART_COLORS } from './palette';

export const CHART_TITLES = {
  scores: 'Student Degrees / Performance',
  completion: 'Group Sessions Completion',
  passFail: 'Pass vs Fail',
  levels: 'Groups by Level',
} as const;

export interface ChartFigures {
  title: string;
  kind: 'bar' | 'doughnut';
  /** What is counted, e.g. 'Students': the dataset's name and the summary table's heading. */
  unit: string;
  labels: string[];
  values: number[];
  colors: string[];
  /** A line under the chart, e.g. the evaluations still pending. */
  note?: string;
}

function passFailCounts(passFail: Overview['pass_fail']) {
  // The server answers pass/fail/pending; any key is folded by section 9's counting words, so a
  // 'passed' or 'true' key still counts as a pass.
  let pass = 0;
  let fail = 0;
  let other = 0;
  for (const [word, count] of Object.entries(passFail)) {
    if (countsAsPass(word)) pass += count;
    else if (countsAsFail(word)) fail += count;
    else other += count;
  }
  return { pass, fail, other };
}

export function overviewCharts(overview: Overview): ChartFigures[] {
  const { pass, fail, other } = passFailCounts(overview.pass_fail);
  const levels = [...overview.groups_by_level].sort((a, b) => a.level - b.level);
  return [
    {
      title: CHART_TITLES.scores,
      kind: 'bar',
      unit: 'Students',
      labels: [...SCORE_BUCKETS],
      values: SCORE_BUCKETS.map((bucket) => overview.score_buckets[bucket] ?? 0),
      colors: [...CHART_COLORS.scoreScale],
    },
    {
      title: CHART_TITLES.completion,
      kind: 'doughnut',
      unit: 'Groups',
      labels: [...COMPLETION_BUCKETS],
      values: COMPLETION_BUCKETS.map((bucket) => overview.group_completion[bucket] ?? 0),
      colors: [...CHART_COLORS.completionScale],
    },
    {
      title: CHART_TITLES.passFail,
      kind: 'doughnut',
      unit: 'Evaluations',
      labels: ['Pass', 'Fail'],
      values: [pass, fail],
      colors: [CHART_COLORS.pass, CHART_COLORS.fail],
      note: `${other} evaluations pending`,
    },
    {
      title: CHART_TITLES.levels,
      kind: 'bar',
      unit: 'Groups',
      labels: levels.map(({ level }) => levelLabel(level)),
      values: levels.map(({ count }) => count),
      colors: levels.map(() => CHART_COLORS.brand),
    },
  ];
}
