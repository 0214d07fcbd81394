// List paging in the DRF shape: {count, next, previous, results}, page 1-based, page_size alias limit.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const positiveInt = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(Number.MAX_SAFE_INTEGER, { error: message })
      .optional(),
  );

/** Query fields every list accepts; extend it with the list's own filters. */
export const listQuerySchema = z.object({
  page: positiveInt('Invalid page.'),
  page_size: positiveInt('Invalid page size.'),
  limit: positiveInt('Invalid page size.'),
  search: z
    .string()
    .trim()
    .max(200, 'Ensure this field has no more than 200 characters.')
    .optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageRequest(query: Pick<ListQuery, 'page' | 'page_size' | 'limit'>): PageRequest {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The page's link on the configured public API URL (API_URL): never from the request's Host. */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.server.config.apiUrl + request.url);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** A page past the end answers an empty page with the true count. */
export function paginated<T>(
  request: FastifyRequest,
  { page, pageSize }: PageRequest,
  count: number,
  results: T[],
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < lastPage ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, Math.min(page - 1, lastPage)) : null,
    results,
  };
}

export { paginatedSchema } from 'shared-domain/responses';

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
