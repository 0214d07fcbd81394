// The query options of an Activity panel: the audit trail's keyset pages of one record (a student,
// a group), newest first, each next page asked for with the previous one's `next` cursor. The
// remotes make them in their own api files (their fetcher, key and path) and hand them to
// ActivityPanel.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { AuditEntry, Paginated } from 'shared-domain';

export const ACTIVITY_PAGE_SIZE = 20;

/** The `cursor` of a page link, or undefined when there is no such page. */
export function cursorOf(link: string | null): string | undefined {
  if (!link) return undefined;
  return new URL(link).searchParams.get('cursor') ?? undefined;
}

/** The query string of a page: its size, and the cursor after the first page. */
export function activityPageParams(cursor: string | undefined) {
  return { page_size: ACTIVITY_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
}

export function activityQueryOptions<Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (cursor: string | undefined) => Promise<Paginated<AuditEntry>>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (page) => cursorOf(page.next),
  });
}
