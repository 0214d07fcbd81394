// The Reports (docs/reports.md): Results, At risk, Missing and Movement computed from the centre's
// own records by the API's rules (api/src/db/queries/reports.ts and movement.ts), for the two
// manager roles and supervisors (their own groups, no phone numbers); anyone else gets the 403.
// An evaluation is dated by its last write in the trail, the seed's by the student's creation, as
// the API's seed leaves its evaluations dated when it ran.
import type { z } from 'zod';
import {
  API_MESSAGES,
  SCORE_BUCKETS,
  SESSION_KEYS,
  isAdmin,
  type AtRiskStudent,
  type MissingReport,
  type MovementReport,
  type ResultsReport,
} from 'shared-domain';
import { levelUpdateOutcome, scoreBucket } from 'shared-domain/records';
import {
  atRiskStudentSchema,
  checkResponse,
  missingReportSchema,
  movementReportSchema,
  paginatedSchema,
  resultsReportSchema,
} from 'shared-domain/responses';
import {
  atRiskFilterSchema,
  missingFilterSchema,
  reportFilterSchema,
  zodErrorToFieldErrors,
  type ReportFilter,
} from 'shared-domain/schemas';
import type { CentreGroup, CentreStudent } from 'shared-domain/factory';
import type { Answer, FakeApi } from '../../fake-api';
import { authorized, pageAnswer } from '../collection';
import type { Centre } from './state';

const REPORTS = '/api/reports/';
const DAY_MS = 24 * 60 * 60 * 1000;

type Filter = Pick<ReportFilter, 'level' | 'instructor' | 'group'>;

/** One level result: a level update's decision, or a current evaluation once decided. */
interface Result {
  level: number;
  group: CentreGroup | undefined;
  total: number;
  passed: boolean;
}

/** `at` inside the period's days (UTC), both ends included; no bound when absent. */
function inPeriod(at: string, { from, to }: Pick<ReportFilter, 'from' | 'to'>): boolean {
  const day = at.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

function reportsOf(centre: Centre) {
  const me = centre.me;
  const groupOf = (id: number | null) => centre.groups.find((group) => group.id === id);
  /** The groups a report covers: every group for a manager, a supervisor's own. */
  const covers = (group: CentreGroup | undefined) =>
    isAdmin(me.role) || group?.supervisor === me.id;
  /** In the viewer's groups and the filters' level, group and instructor. */
  const selected = (level: number | null, group: CentreGroup | undefined, filter: Filter) =>
    covers(group) &&
    (filter.level === undefined || level === filter.level) &&
    (filter.group === undefined || group?.id === filter.group) &&
    (filter.instructor === undefined || group?.instructor === filter.instructor);
  const staffName = (id: number | null | undefined) =>
    centre.staff.find((one) => one.id === id)?.full_name ?? null;
  /** When the student's evaluation last changed: its last write in the trail, else the seed's. */
  const evaluatedAt = (student: CentreStudent) =>
    centre.trail.entries.findLast(
      (entry) => entry.resource === 'evaluation' && entry.record_id === student.id,
    )?.at ?? student.created_at;

  function results(filter: ReportFilter): ResultsReport {
    const found: Result[] = [
      ...centre.decisions
        .filter((one) => inPeriod(one.at, filter))
        .map((one) => ({
          level: one.level,
          group: groupOf(one.group_id),
          total: one.total_score,
          passed: one.outcome !== 'failed',
        })),
      ...centre.students
        .filter(
          ({ evaluation }) => evaluation.pass_fail !== 'pending' || evaluation.total_score > 0,
        )
        .filter((student) => inPeriod(evaluatedAt(student), filter))
        // A level update's decision is the result of the evaluation it was made from, as the API
        // counts it: the evaluation counts again once changed after it.
        .filter((student) => {
          const decided = centre.decisions.findLast((one) => one.student_id === student.id);
          return !decided || evaluatedAt(student) > decided.at;
        })
        .map((student) => ({
          level: student.current_level,
          group: groupOf(student.group_id),
          total: student.evaluation.total_score,
          // The level update's rule: a pass, or pending with passing scores.
          passed: levelUpdateOutcome(student) !== 'failed',
        })),
    ].filter((one) => selected(one.level, one.group, filter));
    const line = (some: Result[]) => {
      const passed = some.filter((one) => one.passed).length;
      return {
        results: some.length,
        passed,
        failed: some.length - passed,
        pass_rate: some.length ? Math.round((passed * 100) / some.length) : null,
      };
    };
    const by = <K>(key: (one: Result) => K) => {
      const lines = new Map<K, Result[]>();
      for (const one of found) lines.set(key(one), [...(lines.get(key(one)) ?? []), one]);
      return [...lines];
    };
    const nullsLast = <T extends string | number>(a: T | null, b: T | null) =>
      a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
    return {
      totals: line(found),
      score_buckets: Object.fromEntries(
        SCORE_BUCKETS.map((bucket) => [
          bucket,
          found.filter((one) => scoreBucket(one.total) === bucket).length,
        ]),
      ) as ResultsReport['score_buckets'],
      by_level: by((one) => one.level)
        .sort(([a], [b]) => a - b)
        .map(([level, some]) => ({ level, ...line(some) })),
      by_instructor: by((one) => one.group?.instructor ?? null)
        .map(([id, some]) => ({ instructor_id: id, instructor_name: staffName(id), ...line(some) }))
        .sort(
          (a, b) =>
            nullsLast(a.instructor_name, b.instructor_name) ||
            nullsLast(a.instructor_id, b.instructor_id),
        ),
      by_group: by((one) => one.group?.id ?? null)
        .sort(([a], [b]) => nullsLast(a, b))
        .map(([id, some]) => {
          const group = groupOf(id);
          return {
            group_id: id,
            level: group?.current_level ?? null,
            instructor_name: staffName(group?.instructor),
            ...line(some),
          };
        }),
    };
  }

  /** Active students with attendance below the threshold, or failed by their last level update. */
  function atRisk(filter: z.output<typeof atRiskFilterSchema>): AtRiskStudent[] {
    return centre.students
      .filter((student) => student.status === 'active')
      .filter((student) => selected(student.current_level, groupOf(student.group_id), filter))
      .map((student): AtRiskStudent => {
        const group = groupOf(student.group_id);
        // A session the group has not held does not count, attended or not.
        const held = SESSION_KEYS.filter((key) => group?.[key]);
        const attended = SESSION_KEYS.filter(
          (key, at) => group?.[key] && student.attendance.sessions[at],
        );
        const last = centre.decisions.findLast((one) => one.student_id === student.id);
        return {
          id: student.id,
          name: student.user.full_name,
          email: student.user.email,
          phone_number: isAdmin(me.role) ? student.user.phone_number : null,
          level: student.current_level,
          group_id: student.group_id,
          instructor_id: group?.instructor ?? null,
          instructor_name: staffName(group?.instructor),
          sessions_held: held.length,
          sessions_attended: attended.length,
          attendance_percent: held.length
            ? Math.round((attended.length * 100) / held.length)
            : null,
          low_attendance: held.length > 0 && attended.length * 100 < filter.threshold * held.length,
          failed_last_level: last?.outcome === 'failed',
        };
      })
      .filter((student) => student.low_attendance || student.failed_last_level)
      .sort(
        (a, b) =>
          (a.attendance_percent ?? Infinity) - (b.attendance_percent ?? Infinity) ||
          (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
          a.id - b.id,
      );
  }

  /** Not evaluated yet: a pending evaluation with no score, or no evaluation row at all. */
  const notEvaluated = (student: CentreStudent) =>
    !centre.withRecords.has(student.id) ||
    (student.evaluation.pass_fail === 'pending' && student.evaluation.total_score === 0);

  function missing(filter: z.output<typeof missingFilterSchema>) {
    const groups: MissingReport['groups'] = centre.groups
      .filter((group) => SESSION_KEYS.every((key) => group[key]))
      .filter((group) => selected(group.current_level, group, filter))
      .map((group) => {
        const members = centre.students.filter((student) => student.group_id === group.id);
        return {
          group_id: group.id,
          level: group.current_level,
          instructor_id: group.instructor,
          instructor_name: staffName(group.instructor),
          students: members.length,
          not_evaluated: members.filter(notEvaluated).length,
        };
      })
      .filter((group) => group.not_evaluated > 0)
      .sort((a, b) => b.not_evaluated - a.not_evaluated || a.group_id - b.group_id);
    const now = Date.now();
    const pending = centre.students
      .filter((student) => centre.withRecords.has(student.id) && student.group_id !== null)
      .filter((student) => student.evaluation.pass_fail === 'pending')
      .filter((student) => selected(student.current_level, groupOf(student.group_id), filter))
      .map((student) => ({ student, at: Date.parse(evaluatedAt(student)) }))
      .filter(({ at }) => at < now - filter.days * DAY_MS)
      .sort((a, b) => a.at - b.at || a.student.id - b.student.id)
      .map(({ student, at }) => {
        const group = groupOf(student.group_id);
        return {
          id: student.id,
          name: student.user.full_name,
          level: student.current_level,
          group_id: student.group_id,
          instructor_id: group?.instructor ?? null,
          instructor_name: staffName(group?.instructor),
          total_score: student.evaluation.total_score,
          days_pending: Math.floor((now - at) / DAY_MS),
        };
      });
    return { groups, pending };
  }

  function movement(filter: ReportFilter): MovementReport {
    type Kind = 'moved_up' | 'repeated' | 'left';
    const moves: { month: string; kind: Kind; student: number }[] = [];
    for (const one of centre.decisions) {
      if (one.outcome === 'no_levels' || !inPeriod(one.at, filter)) continue;
      if (!selected(one.level, groupOf(one.group_id), filter)) continue;
      const kind =
        one.outcome === 'failed' || one.new_level === one.level ? 'repeated' : 'moved_up';
      moves.push({ month: one.at.slice(0, 7), kind, student: one.student_id });
    }
    // Left: the trail's change of a student's status from active or waiting to inactive.
    for (const entry of centre.trail.entries) {
      const status = entry.changes.status;
      if (entry.resource !== 'student' || status?.after !== 'inactive') continue;
      if (status.before !== 'active' && status.before !== 'waiting') continue;
      if (!inPeriod(entry.at, filter)) continue;
      const now = centre.students.find((student) => student.id === entry.record_id);
      const before = (field: string) => entry.changes[field]?.before as number | null | undefined;
      const level = before('current_level') ?? now?.current_level ?? null;
      const group = groupOf(before('group_id') ?? now?.group_id ?? null);
      if (!selected(level, group, filter)) continue;
      moves.push({ month: entry.at.slice(0, 7), kind: 'left', student: entry.record_id! });
    }
    const once = new Map(moves.map((move) => [`${move.month} ${move.kind} ${move.student}`, move]));
    const counted = new Map<string, Record<Kind, number>>();
    for (const { month, kind } of once.values()) {
      const row = counted.get(month) ?? { moved_up: 0, repeated: 0, left: 0 };
      row[kind] += 1;
      counted.set(month, row);
    }
    const seen = [...counted.keys()].sort();
    const months: MovementReport['months'] = [];
    if (seen.length) {
      const last = seen[seen.length - 1]!;
      for (let month = seen[0]!; month <= last; month = nextMonth(month))
        months.push({ month, ...(counted.get(month) ?? { moved_up: 0, repeated: 0, left: 0 }) });
    }
    const sum = (key: Kind) => months.reduce((total, row) => total + row[key], 0);
    return {
      months,
      totals: { moved_up: sum('moved_up'), repeated: sum('repeated'), left: sum('left') },
    };
  }

  return { results, atRisk, missing, movement };
}

/** 'YYYY-MM' of the month after `month`. */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

const FORBIDDEN: Answer = { status: 403, body: { detail: API_MESSAGES.forbidden } };

/** The query checked with `schema`, as the API reads it: its output, or the 400 naming each field. */
function queried<S extends z.ZodType>(
  schema: S,
  query: Record<string, string>,
): { ok: true; value: z.output<S> } | { ok: false; answer: Answer } {
  const result = schema.safeParse(query);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, answer: { status: 400, body: zodErrorToFieldErrors(result.error) } };
}

export function serveReports(api: FakeApi, centre: Centre): void {
  const reports = reportsOf(centre);
  /** GET `path` for the managers and supervisors: the query checked with `schema`, then answered. */
  const report = <S extends z.ZodType>(
    path: string,
    schema: S,
    answer: (filter: z.output<S>, query: Record<string, string>) => Answer,
  ) =>
    api.on(
      'GET',
      `${REPORTS}${path}/`,
      authorized(({ query }) => {
        if (!isAdmin(centre.me.role) && centre.me.role !== 'supervisor') return FORBIDDEN;
        const asked = queried(schema, query);
        return asked.ok ? answer(asked.value, query) : asked.answer;
      }),
    );
  const checked = (path: string, schema: z.ZodType, body: unknown): Answer => ({
    status: 200,
    body: checkResponse(body, schema, `mock ${REPORTS}${path}/`),
  });

  report('results', reportFilterSchema, (filter) =>
    checked('results', resultsReportSchema, reports.results(filter)),
  );
  report('movement', reportFilterSchema, (filter) =>
    checked('movement', movementReportSchema, reports.movement(filter)),
  );
  report('at-risk', atRiskFilterSchema, (filter, query) => {
    const page = pageAnswer(api, `${REPORTS}at-risk/`, query, reports.atRisk(filter));
    if (page.status !== 200) return page;
    return checked('at-risk', paginatedSchema(atRiskStudentSchema), page.body);
  });
  report('missing', missingFilterSchema, (filter, query) => {
    const { groups, pending } = reports.missing(filter);
    const page = pageAnswer(api, `${REPORTS}missing/`, query, pending);
    if (page.status !== 200) return page;
    const { count, results } = page.body as { count: number; results: typeof pending };
    return checked('missing', missingReportSchema, { groups, pending: { count, results } });
  });
}
