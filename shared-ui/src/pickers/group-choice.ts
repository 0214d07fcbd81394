// A group as a picker's choice: its name, then level, schedule and fill, flagged Full.
import { dayGroupLabel, levelLabel, type GroupRow } from 'shared-domain';
import { groupFillText, groupTitle, isGroupFull } from 'shared-domain/records';
import { t } from '../i18n';
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
    flag: isGroupFull(group.students_count, group.max_capacity) ? t('picker.full') : undefined,
  };
}
