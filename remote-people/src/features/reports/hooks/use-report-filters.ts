// The Reports screen's choices, held in the page's address so a report can be shared as a link
// and comes back on reload: which report, the Results breakdown, and the filters.
import { LEVELS } from 'shared-domain';
import { useUrlFilters, type UrlFilterRules, type UrlFilters } from 'shared-ui/lists';

export const REPORTS = ['results', 'at-risk', 'missing', 'movement', 'activity'] as const;
export type ReportKind = (typeof REPORTS)[number];

/** The reports only operations managers see (the API answers others 403). */
const OPERATIONS_REPORTS: readonly ReportKind[] = ['activity'];

/** The reports `role` may open, in the order of their tabs. */
export function reportsFor(role: string | null): ReportKind[] {
  return REPORTS.filter(
    (kind) => role === 'operations_manager' || !OPERATIONS_REPORTS.includes(kind),
  );
}

export const BREAKDOWNS = ['level', 'instructor', 'group'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export type ReportFilterKey =
  'report' | 'by' | 'from' | 'to' | 'level' | 'instructor' | 'group' | 'threshold' | 'days';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value);
/** 1 to 365, as the Missing report takes. */
export const isDays = (value: string) => /^[1-9][0-9]{0,2}$/.test(value) && Number(value) <= 365;

const RULES: UrlFilterRules<ReportFilterKey> = {
  report: (value) => (REPORTS as readonly string[]).includes(value),
  by: (value) => (BREAKDOWNS as readonly string[]).includes(value),
  from: isDay,
  to: isDay,
  level: (value) => LEVELS.some((level) => String(level.value) === value),
  instructor: isId,
  group: isId,
  threshold: (value) => /^(100|[1-9]?[0-9])$/.test(value),
  days: isDays,
};

export interface ReportChoices {
  filters: UrlFilters<ReportFilterKey>;
  report: ReportKind;
  by: Breakdown;
  /** What the Results report and its export are asked with. */
  resultsQuery: Record<string, string>;
  /** What the At risk report and its export are asked with. */
  atRiskQuery: Record<string, string>;
  /** What the Missing report and its exports are asked with. */
  missingQuery: Record<string, string>;
  /** What the Movement report and its export are asked with. */
  movementQuery: Record<string, string>;
}

export function useReportFilters(): ReportChoices {
  const filters = useUrlFilters(RULES);
  const { values } = filters;
  const shared = { level: values.level, instructor: values.instructor, group: values.group };
  return {
    filters,
    report: (values.report || 'results') as ReportKind,
    by: (values.by || 'level') as Breakdown,
    resultsQuery: { from: values.from, to: values.to, ...shared },
    atRiskQuery: { ...shared, threshold: values.threshold },
    missingQuery: { ...shared, days: values.days },
    movementQuery: { from: values.from, to: values.to, ...shared },
  };
}
