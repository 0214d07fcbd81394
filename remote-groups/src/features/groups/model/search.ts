// The Groups screen's client-side search (spec section 2): title, schedule and level.
import type { DisplayGroup } from './display-group';

function searchableText(group: DisplayGroup): string {
  return [
    group.title,
    group.days,
    group.scheduleInfo.schedule,
    group.scheduleInfo.timeSlot,
    group.scheduleInfo.level,
  ]
    .join(' ')
    .toLowerCase();
}

export function filterGroups(groups: readonly DisplayGroup[], term: string): DisplayGroup[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups.filter((group) => searchableText(group).includes(needle));
}
