// Enrolment: a group's seats and a student's level against the group's. The server
// answers with these words and the screens show the same ones before they send.
import { dayGroupDays, dayGroupLabel, levelLabel } from 'shared-domain';
import { formatGroupHours } from './hours';
import { translateRecords as t } from './record-texts/i18n';

/** A group's name on screen: groups have no name of their own in the API. */
export function groupTitle(group: { id: number }): string {
  return t('enrolment.groupTitle', { id: group.id });
}

/**
 * The Groups screen's search (spec section 2: title, schedule and level), in the active language:
 * the screen filters its cards with it and the groups export its rows, so both keep the same groups.
 */
export function groupMatchesSearch(
  group: { id: number; days: string; hours: string; current_level: number },
  term: string,
): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  const text = [
    groupTitle(group),
    dayGroupLabel(group.days),
    dayGroupDays(group.days),
    formatGroupHours(group.hours),
    levelLabel(group.current_level),
  ];
  return text.join(' ').toLowerCase().includes(needle);
}

export function groupFullMessage(capacity: number): string {
  return t('enrolment.groupFull', { capacity });
}

export function groupRoomMessage(left: number, capacity: number): string {
  return t('enrolment.groupRoom', { left, capacity });
}

/**
 * Why `newcomers` students do not fit a group holding `seated` of `capacity` (null: no limit), or
 * undefined when they fit.
 */
export function enrolmentRoomError(
  seated: number,
  newcomers: number,
  capacity: number | null | undefined,
): string | undefined {
  if (!capacity || seated + newcomers <= capacity) return undefined;
  return seated >= capacity
    ? groupFullMessage(capacity)
    : groupRoomMessage(capacity - seated, capacity);
}

/** The warning for a student whose level is not the group's; undefined when they match. */
export function levelMismatchMessage(
  name: string,
  studentLevel: number,
  groupLevel: number,
): string | undefined {
  if (studentLevel === groupLevel) return undefined;
  return t('enrolment.levelMismatch', {
    name,
    studentLevel: levelLabel(studentLevel),
    groupLevel: levelLabel(groupLevel),
  });
}

export function enrolledMessage(count: number): string {
  return t('enrolment.enrolled', { count });
}

/** A group's fill for a picker or a card: "3 / 12 students", or "3 students (no limit)". */
export function groupFillText(students: number, capacity: number | null | undefined): string {
  return capacity
    ? t('enrolment.fill', { students, capacity })
    : t('enrolment.fillNoLimit', { students });
}
