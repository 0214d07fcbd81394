// Percentages and bars of spec section 9.
import { MAX_LEVEL, SESSION_KEYS, SESSIONS, type SessionKey } from 'shared-domain';

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
