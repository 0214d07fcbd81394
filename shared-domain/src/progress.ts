// Percentages and bars of spec section 9, and the call list's page numbers.
import { CONSTANTS, MAX_LEVEL, SESSION_KEYS, SESSIONS, type SessionKey } from 'shared-domain';

/** A record's nine session flags as a list, session one first. */
export function sessionList(record: Partial<Record<SessionKey, unknown>>): boolean[] {
  return SESSION_KEYS.map((key) => record[key] === true);
}

/** Rounded share of attended sessions out of nine. */
export function attendancePercent(sessions: readonly unknown[]): number {
  const attended = sessions.slice(0, SESSIONS).filter((present) => present === true).length;
  return Math.round((attended / SESSIONS) * 100);
}

/** Current students over the larger of 10 and max capacity, times 100 (not rounded). */
export function capacityPercent(current: number, maxCapacity: number | null | undefined): number {
  return (current / Math.max(10, maxCapacity ?? 0)) * 100;
}

/** Full when a max capacity is set and reached; a group without one is always open. */
export function isGroupFull(count: number, maxCapacity: number | null | undefined): boolean {
  return !!maxCapacity && count >= maxCapacity;
}

/** (amount - outstanding) / amount as a percent for the payment bar; 0 when nothing is charged. */
export function paymentProgress(
  amount: number | string | null | undefined,
  outstanding: number | string | null | undefined,
): number {
  const total = Number(amount ?? 0);
  const owed = Number(outstanding ?? 0);
  if (!Number.isFinite(total) || !Number.isFinite(owed) || total <= 0) return 0;
  return Math.min(100, Math.max(0, ((total - owed) / total) * 100));
}

/** The dashboard's level bar: current level over 14, as a percent. */
export function levelProgress(currentLevel: number | null | undefined): number {
  const level = Number(currentLevel ?? 0);
  if (!Number.isFinite(level)) return 0;
  return Math.min(100, Math.max(0, (level / MAX_LEVEL) * 100));
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
