// A group as a picker's choice: its name, then level, schedule and fill (issue 12), flagged Full.
import {
  dayGroupLabel,
  groupFillText,
  groupTitle,
  isGroupFull,
  levelLabel,
  type GroupRow,
} from 'shared-domain';
import type { PickerChoice } from './SearchablePicker';

export function groupPickerChoice(group: GroupRow): PickerChoice {
  return {
    id: group.id,
    label: groupTitle(group),
    details: [
      levelLabel(group.current_level),
      `${dayGroupLabel(group.days)} ${group.hours}`,
      groupFillText(group.students_count, group.max_capacity),
    ].join(' · '),
    flag: isGroupFull(group.students_count, group.max_capacity) ? 'Full' : undefined,
  };
}
