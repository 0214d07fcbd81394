// List paging in the DRF shape: {count, next, previous, results}, page 1-based, page_size alias limit.
// Lists ordered by id page by keyset: their next and previous links carry a cursor (`after` or
// `before`: the last or first id of the page), so following them costs the same on the last page
// of a million rows as on the first, and a row added or deleted between two pages neither repeats
// nor skips another. A page number alone is still served (the screens' page numbers).
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { t } from '../i18n';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

// Messages are functions: zod calls them when a value fails, in the request's language.
const positiveInt = (message: () => string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(Number.MAX_SAFE_INTEGER, { error: message })
      .optional(),
  );

const invalidCursor = () => t('pagination.invalidCursor');

/** A row id: digits within PostgreSQL's integer range. */
const cursor = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: invalidCursor })
    .int({ error: invalidCursor })
    .min(0, { error: invalidCursor })
    .max(2_147_483_647, { error: invalidCursor })
    .optional(),
);

/** Query fields every list accepts; extend it with the list's own filters. */
export const listQuerySchema = z.object({
  page: positiveInt(() => t('pagination.invalidPage')),
  page_size: positiveInt(() => t('pagination.invalidPageSize')),
  limit: positiveInt(() => t('pagination.invalidPageSize')),
  after: cursor,
  before: cursor,
  search: z
    .string()
    .trim()
    .max(200, { error: () => t('pagination.searchTooLong') })
    .optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
  /** The rows after this id (a next link's cursor). */
  after?: number;
  /** The rows before this id (a previous link's cursor), when no `after` is given. */
  before?: number;
}

export function pageRequest(
  query: Pick<ListQuery, 'page' | 'page_size' | 'limit'> &
    Partial<Pick<ListQuery, 'after' | 'before'>>,
): PageRequest {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const request: PageRequest = { page, pageSize, offset: (page - 1) * pageSize };
  if (query.after !== undefined) request.after = query.after;
  else if (query.before !== undefined) request.before = query.before;
  return request;
}

/** How a list ordered by a key reads one page (see keysetPage). */
export interface KeysetPlan {
  /** Condition on the key (the cursor's seek), TRUE without a cursor. */
  where: SQL;
  orderBy: SQL;
  limit: number;
  /** A number, or SQL (a page by number sought through page_positions: see positionedPage). */
  offset: number | SQL;
  /** The rows come last first (a seek backwards), to be put back in order. */
  reversed: boolean;
}

/**
 * The page's seek over `key` (a unique column the list is ordered by). With a cursor: the rows
 * after (or before) it, by the key's index, whatever the page's depth. With a page number only:
 * the offset (a manager's long lists seek by number through positionedPage instead). One row more
 * than the page is read to know whether another follows.
 */
export function keysetPage(key: SQL, page: PageRequest): KeysetPlan & { offset: number } {
  const asc = sql`${key}`;
  const desc = sql`${key} DESC`;
  const limit = page.pageSize + 1;
  if (page.after !== undefined)
    return { where: sql`${key} > ${page.after}`, orderBy: asc, limit, offset: 0, reversed: false };
  if (page.before !== undefined)
    return { where: sql`${key} < ${page.before}`, orderBy: desc, limit, offset: 0, reversed: true };
  return { where: sql`TRUE`, orderBy: asc, limit, offset: page.offset, reversed: false };
}

/**
 * A list's page through its position counters (`list` in page_positions, migration 0011): a page
 * by number alone seeks on `key`'s index from the first key of the bucket that holds its first
 * row and skips fewer than 1,024 rows, whatever the page's depth. The counters and the rows are
 * read by the one statement the plan goes into, so the page is exactly the one OFFSET would give.
 * A cursor or the first page reads as keysetPage's. Only for a list whose rows are exactly the
 * rows the counters count (`key` is the list's order, no other filter).
 */
export function positionedPage(key: SQL, page: PageRequest, list: string): KeysetPlan {
  if (!seeksByNumber(page)) return keysetPage(key, page);
  const position = sql`page_position(${list}, ${page.offset})`;
  return {
    where: sql`${key} >= (SELECT first_key FROM ${position})`,
    orderBy: sql`${key}`,
    limit: page.pageSize + 1,
    offset: sql`(SELECT skip FROM ${position})`,
    reversed: false,
  };
}

/**
 * A LIMIT written into the statement's text rather than bound as a value: a prepared statement's
 * plan for any limit assumes a tenth of the rows, so it is never kept and every run plans again.
 * A list has a few page sizes, so a few statements.
 */
function rowCount(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`not a row count: ${limit}`);
  return sql.raw(String(limit));
}

/** The plan's LIMIT and OFFSET: the limit, and an offset of 0, in the text (see rowCount). */
export function pageBounds(plan: KeysetPlan): SQL {
  return sql`LIMIT ${rowCount(plan.limit)} OFFSET ${plan.offset === 0 ? rowCount(0) : plan.offset}`;
}

/** A page number past the first, with no cursor. */
function seeksByNumber(page: PageRequest): boolean {
  return page.offset > 0 && page.after === undefined && page.before === undefined;
}

/** Which pages lie around the one read: what the links offer. */
export interface PageSides {
  before: boolean;
  after: boolean;
}

/** The page's rows in order, and whether rows lie before and after them. */
export function keysetResults<T>(
  rows: T[],
  plan: KeysetPlan,
  page: PageRequest,
): { results: T[]; sides: PageSides } {
  const extra = rows.length > page.pageSize;
  const kept = extra ? rows.slice(0, page.pageSize) : rows;
  const results = plan.reversed ? kept.reverse() : kept;
  if (page.before !== undefined) return { results, sides: { before: extra, after: true } };
  return {
    results,
    sides: {
      before: page.after !== undefined || page.offset > 0,
      after: extra,
    },
  };
}

export interface Paginated<T> {
  count: number;
  count_capped?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * The page links of a request, on the configured public API URL (API_URL): never from the
 * request's Host. The request's URL is parsed once for both links.
 */
function pageLinks(request: FastifyRequest) {
  const url = new URL(request.server.config.apiUrl + request.url);
  const path = url.origin + url.pathname;
  return (page: number, cursor?: { after: number } | { before: number }): string => {
    const params = new URLSearchParams(url.search);
    if (page <= 1) params.delete('page');
    else params.set('page', String(page));
    params.delete('after');
    params.delete('before');
    if (cursor && 'after' in cursor) params.set('after', String(cursor.after));
    if (cursor && 'before' in cursor) params.set('before', String(cursor.before));
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
}

export interface PageOptions {
  /** A list paged by keyset (keysetResults): its links carry cursors. */
  sides?: PageSides;
  /** The count is a search's cap: more rows matched. */
  capped?: boolean;
}

/**
 * A page past the end answers an empty page with the true count. A keyset list's next link
 * carries the page's last id (`after`), its previous link the first (`before`); an empty page's
 * previous link leads back to the last page by number.
 */
export function paginated<T extends { id: number }>(
  request: FastifyRequest,
  { page, pageSize }: PageRequest,
  count: number,
  results: T[],
  { sides, capped }: PageOptions = {},
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const first = results[0];
  const last = results[results.length - 1];
  let next: string | null;
  let previous: string | null;
  const pageUrl = pageLinks(request);
  if (sides && first && last) {
    next = sides.after ? pageUrl(page + 1, { after: last.id }) : null;
    previous = sides.before ? pageUrl(page - 1, { before: first.id }) : null;
  } else {
    next = page < lastPage && (!sides || results.length > 0) ? pageUrl(page + 1) : null;
    previous = page > 1 ? pageUrl(Math.min(page - 1, lastPage)) : null;
  }
  return { count, ...(capped && { count_capped: true }), next, previous, results };
}

export { paginatedSchema } from 'shared-domain/responses';

const likeEscaped = (term: string) => term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${likeEscaped(term)}%`;
}

/** A LIKE pattern matching what starts with `term` (a b-tree's range with text_pattern_ops). */
export function prefixPattern(term: string): string {
  return `${likeEscaped(term)}%`;
}

/** A batch of keysetBatches as a plan: the `size` rows after `after`, by `key`'s index. */
export function batchPlan(key: SQL, after: number, size: number): KeysetPlan {
  return {
    where: sql`${key} > ${after}`,
    orderBy: sql`${key}`,
    limit: size,
    offset: 0,
    reversed: false,
  };
}

/**
 * Every row of a list ordered by id, `size` at a time (the exports): each batch is the rows after
 * the last id sent, so reading the whole list costs one batch of memory, at any depth.
 */
export async function* keysetBatches<Row extends { id: number }>(
  readAfter: (after: number, size: number) => Promise<Row[]>,
  size = 500,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = await readAfter(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}
