// The card grid's pager (spec section 2): 'Showing from-to of total' and 'Page x / y'.
import { CONSTANTS } from 'shared-domain';

export const GROUPS_PAGE_SIZE = CONSTANTS.DEFAULT_PAGE_SIZE;

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
}

/** A page past the end (say after a delete emptied the last page) shows the last existing one. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = GROUPS_PAGE_SIZE) {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    items: slice,
    page: current,
    pageCount,
    from: total === 0 ? 0 : start + 1,
    to: start + slice.length,
    total,
  } satisfies PageSlice<T>;
}
