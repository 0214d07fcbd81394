// One resource of a mock centre, in memory, served the way docs/api.md#lists says the API serves it:
// bearer token, paging and search, writes checked with the API's request schemas, and every answer
// checked against its response schema, so a mock never hands a screen a shape the API would not.
import type { z } from 'zod';
import { CONSTANTS } from 'shared-domain';
import { zodErrorToFieldErrors } from 'shared-domain/schemas';
import { checkResponse } from 'shared-domain/responses';
import { DEMO_TOKEN } from '../demo-api';
import type { Answer, FakeApi, RecordedRequest } from '../fake-api';
import type { AuditTrail, RecordChange } from './audit';

export const NOT_FOUND: Answer = { status: 404, body: { detail: 'Not found.' } };
const UNAUTHENTICATED: Answer = {
  status: 401,
  body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
};

/** `handler`, behind the demo account's bearer token as every /api route is. */
export function authorized(
  handler: (request: RecordedRequest, params: Record<string, string>) => Answer,
) {
  return (request: RecordedRequest, params: Record<string, string>): Answer =>
    request.authorization === `Bearer ${DEMO_TOKEN}` ? handler(request, params) : UNAUTHENTICATED;
}

/** A request body checked with `schema`: its output, or the API's 400 naming each field. */
export function validated<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { ok: true; value: z.output<S> } | { ok: false; answer: Answer } {
  if (body === undefined || (typeof body === 'object' && body && !Object.keys(body).length))
    return { ok: false, answer: { status: 400, body: { detail: 'No data provided for update' } } };
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, answer: { status: 400, body: zodErrorToFieldErrors(result.error) } };
}

/** The page the list query asks for, as the API counts it. */
function pageOf(query: Record<string, string>): { number: number; size: number } | null {
  const number = Number(query.page ?? 1);
  const size = Number(query.page_size ?? query.limit ?? CONSTANTS.DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(number) || number < 1) return null;
  if (!Number.isInteger(size) || size < 1) return null;
  return { number, size: Math.min(size, CONSTANTS.MAX_PAGE_SIZE) };
}

/** The list answer of `found`: `{count, next, previous, results}` with the API's page links. */
export function pageAnswer<T>(
  api: FakeApi,
  path: string,
  query: Record<string, string>,
  found: T[],
): Answer {
  const requested = pageOf(query);
  if (!requested) return { status: 404, body: { detail: 'Invalid page.' } };
  const { number, size } = requested;
  const link = (to: number) => {
    const params = new URLSearchParams({ ...query, page: String(to) });
    return `${api.url}${path}?${params}`;
  };
  return {
    status: 200,
    body: {
      count: found.length,
      next: number * size < found.length ? link(number + 1) : null,
      previous: number > 1 ? link(number - 1) : null,
      results: found.slice((number - 1) * size, number * size),
    },
  };
}

export interface Collection<R extends { id: number }> {
  /** The records, newest changes applied; writes of the screens change them. */
  readonly items: R[];
  find(id: number): R | undefined;
}

/**
 * A resource whose records are kept as `R` and answered as `T` (`present`; the same by default).
 */
export interface CollectionOptions<T extends { id: number }, C, U, R extends { id: number } = T> {
  /** The list's path, e.g. `/api/calls/`; one record is at `${path}{id}/`. */
  path: string;
  /** The records it starts with: the collection keeps and changes this list itself. */
  seed: R[];
  /** The API's response schema of one record. */
  schema: z.ZodType<T>;
  /** A stored record as the API answers it. */
  present?: (record: R) => T;
  /** Whether `record` matches the list's `search` term (lower case); none: search is ignored. */
  matches?: (record: R, term: string) => boolean;
  /** Whether `record` passes the list's other filters (`status`, `role`...). */
  filter?: (record: R, query: Record<string, string>) => boolean;
  /** POST to the list path (or to `path`), the body checked with `schema`. */
  create?: { path?: string; schema: z.ZodType<C>; build: (input: C, id: number) => R | Answer };
  /** PATCH (or PUT) of one record, the body checked with `schema`. */
  update?: {
    method?: 'PATCH' | 'PUT';
    schema: z.ZodType<U>;
    apply: (record: R, input: U) => R | Answer;
  };
  /** DELETE of one record answers 204; a function may refuse it with an answer of its own. */
  remove?: boolean | ((record: R) => Answer | void);
  /**
   * The audit trail the writes that succeed are recorded in, as `${resource}.create`, `.update`
   * and `.delete`; `records` names the rows a write changed, before (null: created) and after
   * (null: removed). A refused write records nothing.
   */
  audit?: {
    trail: AuditTrail;
    resource: 'student' | 'group';
    records: (before: R | null, after: R | null) => RecordChange[];
  };
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'status' in value && !('id' in value);

/** Serves a resource on `api` from an in-memory list and hands back that list. */
export function serveCollection<
  T extends { id: number },
  C = never,
  U = never,
  R extends { id: number } = T,
>(api: FakeApi, options: CollectionOptions<T, C, U, R>): Collection<R> {
  const { path, schema, audit } = options;
  const present = options.present ?? ((record: R) => record as unknown as T);
  const answered = (record: R) => checkResponse(present(record), schema, `mock ${path}`);
  const items = options.seed;
  items.forEach(answered);
  let nextId = Math.max(0, ...items.map((record) => record.id)) + 1;
  const find = (id: number) => items.find((record) => record.id === id);
  const checked = (record: R, status = 200): Answer => ({ status, body: answered(record) });
  const one = `${path}:id/`;

  api.on(
    'GET',
    path,
    authorized(({ query }) => {
      const term = (query.search ?? '').trim().toLowerCase();
      const found = items.filter(
        (record) =>
          (!term || !options.matches || options.matches(record, term)) &&
          (!options.filter || options.filter(record, query)),
      );
      return pageAnswer(api, path, query, found.map(answered));
    }),
  );
  api.on(
    'GET',
    one,
    authorized((_request, params) => {
      const record = find(Number(params.id));
      return record ? checked(record) : NOT_FOUND;
    }),
  );
  if (options.create) {
    const { schema: input, build } = options.create;
    api.on(
      'POST',
      options.create.path ?? path,
      authorized(({ body }) => {
        const result = validated(input, body);
        if (!result.ok) return result.answer;
        const built = build(result.value, nextId);
        if (isAnswer(built)) return built;
        nextId += 1;
        items.push(built);
        audit?.trail.write(`${audit.resource}.create`, audit.records(null, built));
        return checked(built, 201);
      }),
    );
  }
  if (options.update) {
    const { schema: input, apply, method = 'PATCH' } = options.update;
    api.on(
      method,
      one,
      authorized(({ body }, params) => {
        const index = items.findIndex((record) => record.id === Number(params.id));
        if (index < 0) return NOT_FOUND;
        const result = validated(input, body);
        if (!result.ok) return result.answer;
        const updated = apply(items[index]!, result.value);
        if (isAnswer(updated)) return updated;
        audit?.trail.write(`${audit.resource}.update`, audit.records(items[index]!, updated));
        items[index] = updated;
        return checked(updated);
      }),
    );
  }
  if (options.remove) {
    const onRemove = typeof options.remove === 'function' ? options.remove : () => undefined;
    api.on(
      'DELETE',
      one,
      authorized((_request, params) => {
        const index = items.findIndex((record) => record.id === Number(params.id));
        if (index < 0) return NOT_FOUND;
        const refused = onRemove(items[index]!);
        if (refused) return refused;
        audit?.trail.write(`${audit.resource}.delete`, audit.records(items[index]!, null));
        items.splice(index, 1);
        return { status: 204 };
      }),
    );
  }
  return { items, find };
}
