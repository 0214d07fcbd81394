// What a supervisor's or an instructor's home shows of their day: the groups meeting today (by
// their day pair) in order of their hours, the session each is at, and their calls from now on.
import { SESSION_KEYS, type Call, type GroupRow } from 'shared-domain';
import { parseHours } from 'shared-domain/records';

// Date.getDay(): 0 is Sunday. Friday has no classes.
const MEETS_ON: Record<GroupRow['days'], readonly number[]> = {
  'sat/tue': [6, 2],
  'sun/wed': [0, 3],
  'mon/thu': [1, 4],
};

export function groupsMeetingOn(groups: readonly GroupRow[], day: Date): GroupRow[] {
  return groups
    .filter((group) => MEETS_ON[group.days]?.includes(day.getDay()))
    .sort((a, b) => (parseHours(a.hours)?.start ?? 0) - (parseHours(b.hours)?.start ?? 0));
}

/** The session a group is at: the first not yet completed (1 to 9), null when all nine are. */
export function currentSession(group: GroupRow): number | null {
  const index = SESSION_KEYS.findIndex((key) => !group[key]);
  return index === -1 ? null : index + 1;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Calls by time of day, the ones still ahead today first, then those of the next days. */
export function nextCalls(calls: readonly Call[], now: Date, count: number): Call[] {
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  const ahead = (call: Call) => (minutesOf(call.time) >= nowMinutes ? 0 : 1);
  return [...calls]
    .sort((a, b) => ahead(a) - ahead(b) || minutesOf(a.time) - minutesOf(b.time))
    .slice(0, count);
}
