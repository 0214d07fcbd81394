// What each Overview chart shows (spec sections 2 and 9): its title, kind and labelled figures,
// built from GET /api/overview/ with the shared-domain buckets and counting words, in the active
// language (built at each render).
import { COMPLETION_BUCKETS, SCORE_BUCKETS, levelLabel, type Overview } from 'shared-domain';
import { countsAsFail, countsAsPass } from 'shared-domain/records';
import { formatNumber, texts } from 'shared-i18n';
import { en, t } from '../../../i18n';
import { CHART_COLORS } from './palette';

const CHART_TEXT = texts(t, 'charts', en.charts);

export const CHART_TITLES = {
  get scores() {
    return CHART_TEXT.scores;
  },
  get completion() {
    return CHART_TEXT.completion;
  },
  get passFail() {
    return CHART_TEXT.passFail;
  },
  get levels() {
    return CHART_TEXT.levels;
  },
};

/** A bucket ('0-60', '34-66%') with its numbers in the active language's digits. */
function bucketLabel(bucket: string): string {
  return bucket.replace(/\d+/g, (digits) => formatNumber(Number(digits)));
}

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
      unit: CHART_TEXT.students,
      labels: SCORE_BUCKETS.map(bucketLabel),
      values: SCORE_BUCKETS.map((bucket) => overview.score_buckets[bucket] ?? 0),
      colors: [...CHART_COLORS.scoreScale],
    },
    {
      title: CHART_TITLES.completion,
      kind: 'doughnut',
      unit: CHART_TEXT.groups,
      labels: COMPLETION_BUCKETS.map(bucketLabel),
      values: COMPLETION_BUCKETS.map((bucket) => overview.group_completion[bucket] ?? 0),
      colors: [...CHART_COLORS.completionScale],
    },
    {
      title: CHART_TITLES.passFail,
      kind: 'doughnut',
      unit: CHART_TEXT.evaluations,
      labels: [CHART_TEXT.pass, CHART_TEXT.fail],
      values: [pass, fail],
      colors: [CHART_COLORS.pass, CHART_COLORS.fail],
      note: t('chartFigures.pending', { count: other }),
    },
    {
      title: CHART_TITLES.levels,
      kind: 'bar',
      unit: CHART_TEXT.groups,
      labels: levels.map(({ level }) => levelLabel(level)),
      values: levels.map(({ count }) => count),
      colors: levels.map(() => CHART_COLORS.brand),
    },
  ];
}
