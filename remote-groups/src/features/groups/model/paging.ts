// The card grid's paging on the client (spec section 2): the page's cards out of the matching ones.
import { CONSTANTS } from 'shared-domain';

export const GROUPS_PAGE_SIZE = CONSTANTS.DEFAULT_PAGE_SIZE;

/** A page past the end (say after a delete emptied the last page) shows the last existing one. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = GROUPS_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current };
}
