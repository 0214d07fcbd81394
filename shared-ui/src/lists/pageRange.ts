// The spec's pagination rules: the 'Showing X to Y of Z results' bounds and the numbered buttons.
import { CONSTANTS } from 'shared-domain';

/** 'Showing X to Y of Z results' bounds for a 1-based page. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total) };
}

export type PageItem = number | 'ellipsis';

/**
 * Page buttons of a numbered pagination: every page up to 7 pages, otherwise the first and last
 * page with a window of the current page's neighbours and ellipses for the gaps.
 */
export function paginationItems(current: number, total: number): PageItem[] {
  if (total <= CONSTANTS.CALL_PAGINATION_FULL_UP_TO) {
    return Array.from({ length: Math.max(0, total) }, (_, index) => index + 1);
  }
  const page = Math.min(Math.max(1, current), total);
  if (page <= 4) return [1, 2, 3, 4, 5, 'ellipsis', total];
  if (page >= total - 3) {
    return [1, 'ellipsis', total - 4, total - 3, total - 2, total - 1, total];
  }
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', total];
}
