// A mock centre's audit trail: the rows the real API's triggers (api migration 0009) add for each
// write, kept in memory, and the routes that read them (GET /api/audit/, the Reports' Activity,
// and GET /api/student-profiles/{id}/activity/ and /api/groups/{id}/activity/) with the API's
// keyset pages. A write names the
// records it changed as the API's tables hold them (the *Columns functions: column names, amounts
// as numbers, a group's start and end hour); the trail keeps one entry per record that changed,
// with the fields' before and after, as the triggers do. The seed, like the API's, is not audited.
import type { AuditEntry, GroupDetail, StudentProfile, User } from 'shared-domain';
import { API_MESSAGES, CONSTANTS, SESSION_KEYS } from 'shared-domain';
import {
  AUDIT_PERSON_FIELDS,
  AUDIT_PERSON_RESOURCES,
  type AuditAction,
  type AuditResource,
  parseHours,
} from 'shared-domain/records';
import { auditEntrySchema, checkResponse, paginatedSchema } from 'shared-domain/responses';
import {
  auditFilterSchema,
  zodErrorToFieldErrors,
  type AuditFilterQuery,
} from 'shared-domain/schemas';
import type { Answer, FakeApi } from '../fake-api';
import { NOT_FOUND, authorized } from './collection';

/** A record as its table holds it: column name to value (JSON's, as the trail stores it). */
type Columns = Record<string, unknown>;

/** One record a write changed: its columns before (null: created) and after (null: removed). */
export interface RecordChange {
  resource: AuditResource;
  /** The record's key: the id, or the student's user id (profile, evaluation, attendance). */
  id: number;
  before: Columns | null;
  after: Columns | null;
}

export interface AuditTrail {
  /**
   * Records one write of the demo account: an entry per record whose columns changed, in the
   * order given (the order the API writes them), all at one time; a record that did not change
   * adds none, as an UPDATE that changes nothing adds no row.
   */
  write(action: AuditAction, records: RecordChange[]): void;
  /** Every entry, oldest first. */
  readonly entries: readonly AuditEntry[];
}

/** jsonb's key order (shorter first, then by bytes): the order the API's `changes` come in. */
function jsonbOrder(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The trigger's `changes`: every column whose value differs, a missing value read as null. */
function changesOf(before: Columns | null, after: Columns | null): AuditEntry['changes'] {
  const changes: AuditEntry['changes'] = {};
  const fields = Object.keys(after ?? before ?? {}).sort(jsonbOrder);
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

/** The student an entry is about: theirs for a profile, evaluation, attendance or student account. */
function studentOf({ resource, id, before, after }: RecordChange): number | null {
  if (resource === 'ledger_entry') return Number((after ?? before)?.student_id);
  if (resource === 'student' || resource === 'evaluation' || resource === 'attendance') return id;
  return resource === 'user' && (after ?? before)?.role === 'student' ? id : null;
}

/** An account's name by its id, as the API reads it for the trail; null for none. */
export type PersonName = (id: number) => string | null;

/**
 * A trail whose writes are made by `actor` (the demo account, as GET /api/me/ answers it), its
 * people named by `personName` when written (the API names them when read; the mock's names do
 * not change under it).
 */
export function createAuditTrail(
  actor: Pick<User, 'id' | 'role' | 'full_name'>,
  personName: PersonName = () => null,
): AuditTrail {
  const entries: AuditEntry[] = [];
  const nameOf = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) ? personName(value) : null;
  return {
    entries,
    write(action, records) {
      const at = new Date().toISOString();
      for (const record of records) {
        const changes = changesOf(record.before, record.after);
        if (record.before && record.after && !Object.keys(changes).length) continue;
        entries.push({
          id: entries.length + 1,
          at,
          actor_id: actor.id,
          actor_role: actor.role,
          actor_name: actor.full_name,
          action,
          resource: record.resource,
          record_id: record.id,
          student_id: studentOf(record),
          changes,
          record_name: AUDIT_PERSON_RESOURCES.includes(record.resource)
            ? personName(record.id)
            : null,
          student_name: nameOf(studentOf(record)),
          names: Object.fromEntries(
            AUDIT_PERSON_FIELDS.filter((field) => changes[field]).map((field) => [
              field,
              { before: nameOf(changes[field]!.before), after: nameOf(changes[field]!.after) },
            ]),
          ),
        });
      }
    },
  };
}

/** A student's account row (users): what the trail lists of it. */
export function studentUserColumns(user: StudentProfile['user']): Columns {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    phone_number: user.phone_number,
    gender: user.gender,
    nationality: user.nationality,
    role: 'student',
    is_active: user.is_active,
    is_verified: user.is_verified,
    awaiting_activation: false,
  };
}

/** A student's profile row (student_profiles); amounts are numeric, so numbers in the trail. */
export function studentColumns(student: StudentProfile): Columns {
  return {
    user_id: student.id,
    status: student.status,
    current_level: student.current_level,
    total_levels: student.total_levels,
    remaining_levels: student.remaining_levels,
    private_or_group: student.private_or_group,
    amount: Number(student.amount),
    outstanding_amount: Number(student.outstanding_amount),
    currency: student.currency,
    offer: student.offer,
    certificate: student.certificate,
    group_id: student.group?.id ?? null,
    call_id: student.call?.id ?? null,
  };
}

/** A student's evaluation row (evaluations). */
export function evaluationColumns(
  studentId: number,
  evaluation: StudentProfile['evaluation'],
): Columns {
  const { oral, participation, written, listening, tasks, total_score, pass_fail } = evaluation;
  return {
    student_id: studentId,
    oral,
    participation,
    written,
    listening,
    tasks,
    total_score,
    pass_fail,
  };
}

const sessionColumns = (sessions: readonly boolean[]): Columns =>
  Object.fromEntries(SESSION_KEYS.map((key, at) => [key, sessions[at] ?? false]));

/** A student's attendance row (attendance): a column per session and their total. */
export function attendanceColumns(
  studentId: number,
  attendance: StudentProfile['attendance'],
): Columns {
  return {
    student_id: studentId,
    ...sessionColumns(attendance.sessions),
    total_attendance: attendance.total_attendance,
  };
}

/** A group's row (groups): its staff's `_id` columns, the hours' start and end, its sessions. */
export function groupColumns(group: GroupDetail): Columns {
  const range = parseHours(group.hours);
  return {
    id: group.id,
    days: group.days,
    hours: group.hours,
    start_hour: range?.start ?? null,
    end_hour: range?.end ?? null,
    current_level: group.current_level,
    instructor_id: group.instructor,
    supervisor_id: group.supervisor,
    account_manager_id: group.account_manager,
    max_capacity: group.max_capacity,
    ...sessionColumns(SESSION_KEYS.map((key) => group[key])),
  };
}

const INVALID_PAGE_SIZE = 'Invalid page size.';
const INVALID_CURSOR = 'Invalid cursor.';
const CURSOR = /^[np](0|[1-9][0-9]{0,15})$/;

/** The Activity query as the API reads it (page_size or limit, cursor), or its 400. */
function activityQuery(
  query: Record<string, string>,
): { size: number; cursor?: { next: boolean; id: number } } | Answer {
  const errors: Record<string, string[]> = {};
  const sizes = (['page_size', 'limit'] as const).map((field) => {
    const text = query[field];
    if (text === undefined || text === '') return undefined;
    const size = Number(text);
    if (!Number.isSafeInteger(size) || size < 1) errors[field] = [INVALID_PAGE_SIZE];
    return size;
  });
  const cursor = query.cursor || undefined;
  if (cursor !== undefined && !CURSOR.test(cursor)) errors.cursor = [INVALID_CURSOR];
  if (Object.keys(errors).length) return { status: 400, body: errors };
  const size = Math.min(
    sizes[0] ?? sizes[1] ?? CONSTANTS.DEFAULT_PAGE_SIZE,
    CONSTANTS.MAX_PAGE_SIZE,
  );
  return cursor
    ? { size, cursor: { next: cursor[0] === 'n', id: Number(cursor.slice(1)) } }
    : { size };
}

/**
 * The API's keyset page (its findAuditPage) over `found`, which is kept oldest first: newest first,
 * the entries older than an `n` cursor or newer than a `p` one. The links are the API's to the
 * letter, down to an empty page past the oldest entry, whose previous link reads `p0` (the
 * entries from the first id on).
 */
function keysetPage(
  found: readonly AuditEntry[],
  size: number,
  cursor: { next: boolean; id: number } | undefined,
) {
  const backwards = cursor?.next === false;
  const newestFirst = [...found].reverse();
  const candidates = !cursor
    ? newestFirst
    : backwards
      ? found.filter((entry) => entry.id > cursor.id)
      : newestFirst.filter((entry) => entry.id < cursor.id);
  const more = candidates.length > size;
  const results = candidates.slice(0, size);
  if (backwards) results.reverse();
  const newest = results[0]?.id;
  const oldest = results[results.length - 1]?.id;
  if (backwards) {
    return {
      results,
      previous: more && newest !== undefined ? `p${newest}` : null,
      next: `n${oldest ?? cursor.id}`,
    };
  }
  return {
    results,
    next: more && oldest !== undefined ? `n${oldest}` : null,
    previous: cursor ? `p${newest ?? cursor.id - 1}` : null,
  };
}

export interface ActivityRoute {
  /** The route, e.g. `/api/groups/:id/activity/`. */
  path: string;
  /** Whose entries: a student's (their account, profile, evaluation, attendance) or a group's own. */
  of: 'student' | 'group';
  /** Whether the student or group exists now: the API answers 404 for one that does not. */
  exists: (id: number) => boolean;
}

/**
 * GET `route.path` as the API's Activity routes answer it: `{count, next, previous, results}`,
 * newest first, `page_size` (or `limit`) entries a page (10 by default, at most 1000), `next` and
 * `previous` links carrying the keyset `cursor` (`n<id>` / `p<id>`); a bad page size or cursor is
 * a 400 naming the field, an unknown record a 404. Each answer passes the API's response schema.
 */
export function serveActivity(api: FakeApi, trail: AuditTrail, route: ActivityRoute): void {
  api.on(
    'GET',
    route.path,
    authorized(({ path, query }, params) => {
      const id = Number(params.id);
      if (!Number.isSafeInteger(id) || id < 1) return NOT_FOUND;
      const asked = activityQuery(query);
      if ('status' in asked) return asked;
      if (!route.exists(id)) return NOT_FOUND;
      const found = trail.entries.filter((entry) =>
        route.of === 'student'
          ? entry.student_id === id
          : entry.resource === 'group' && entry.record_id === id,
      );
      return trailPage(api, path, query, found, asked);
    }),
  );
}

/** The answer of a keyset page of `found` (kept oldest first), checked against the API's schema. */
function trailPage(
  api: FakeApi,
  path: string,
  query: Record<string, string>,
  found: readonly AuditEntry[],
  asked: { size: number; cursor?: { next: boolean; id: number } },
): Answer {
  const page = keysetPage(found, asked.size, asked.cursor);
  const link = (cursor: string | null) => {
    if (!cursor) return null;
    const params = new URLSearchParams(query);
    params.set('cursor', cursor);
    return `${api.url}${path}?${params}`;
  };
  const answer = {
    count: found.length,
    next: link(page.next),
    previous: link(page.previous),
    results: page.results,
  };
  return {
    status: 200,
    body: checkResponse(answer, paginatedSchema(auditEntrySchema), `mock ${path}`),
  };
}

function selects(filter: AuditFilterQuery, entry: AuditEntry): boolean {
  const at = Date.parse(entry.at);
  return (
    (filter.resource === undefined || entry.resource === filter.resource) &&
    (filter.action === undefined || entry.action === filter.action) &&
    (filter.record === undefined || entry.record_id === filter.record) &&
    (filter.student === undefined || entry.student_id === filter.student) &&
    (filter.actor === undefined || entry.actor_id === filter.actor) &&
    (filter.from === undefined || at >= filter.from.getTime()) &&
    (filter.to === undefined || at < filter.to.getTime())
  );
}

/**
 * GET /api/audit/ as the API answers it, for operations managers only (anyone else: 403): the
 * whole trail, or the part its filters select, newest first, in keyset pages as the Activity's.
 */
export function serveAuditTrail(api: FakeApi, trail: AuditTrail, viewer: Pick<User, 'role'>): void {
  api.on(
    'GET',
    '/api/audit/',
    authorized(({ path, query }) => {
      if (viewer.role !== 'operations_manager')
        return { status: 403, body: { detail: API_MESSAGES.forbidden } };
      const asked = activityQuery(query);
      if ('status' in asked) return asked;
      const filter = auditFilterSchema.safeParse(query);
      if (!filter.success) return { status: 400, body: zodErrorToFieldErrors(filter.error) };
      const found = trail.entries.filter((entry) => selects(filter.data, entry));
      return trailPage(api, path, query, found, asked);
    }),
  );
}
