// The list answers of spec section 7 come as a bare array or as {results, count}; screens read one shape.
import type { Paginated } from 'shared-domain';

/** What a list screen asks for: a page, the (debounced) search term and a filter. */
export interface ListQuery {
  page: number;
  search: string;
  filter: string;
  /** Filters the address holds (the Staff List's role and active), sent as they are named. */
  filters?: Readonly<Record<string, string>>;
}

export const FIRST_PAGE: ListQuery = { page: 1, search: '', filter: '' };

export interface PageOf<Row> {
  rows: Row[];
  count: number;
  /** A search the server capped: `count` is its cap and more matched ("1,000+"). */
  capped?: boolean;
}

export function toPage<Row>(
  answer: Row[] | Partial<Paginated<Row>> | null | undefined,
): PageOf<Row> {
  if (Array.isArray(answer)) return { rows: answer, count: answer.length };
  const rows = answer?.results ?? [];
  const count = typeof answer?.count === 'number' ? answer.count : rows.length;
  return answer?.count_capped === true ? { rows, count, capped: true } : { rows, count };
}

/** The last page that still holds rows once the list has `count` of them (1 when empty). */
export function lastPage(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
