// The Groups screen's client-side search (spec section 2): title, schedule and level, by
// shared-domain's rule, which the groups export applies too.
import { groupMatchesSearch } from 'shared-domain/records';
import type { DisplayGroup } from './display-group';

export function filterGroups(groups: readonly DisplayGroup[], term: string): DisplayGroup[] {
  return groups.filter((group) => groupMatchesSearch(group.row, term));
}
