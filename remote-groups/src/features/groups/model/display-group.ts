// The group as the cards show it (spec section 3, 'Displayed group shape'), built from an API row
// with shared-domain's labels and rules.
import { SESSIONS, dayGroupDays, dayGroupLabel, levelLabel, type GroupRow } from 'shared-domain';
import { capacityPercent, formatGroupHours, isGroupFull, sessionList } from 'shared-domain/records';
import { t } from '../i18n';
import { groupTitle } from '../../group-data';

export interface DisplayGroupStudent {
  id: number;
  name: string;
  phone: string | null;
  tags: string[];
}

export interface DisplayGroup {
  id: number;
  title: string;
  timeRange: string;
  days: string;
  scheduleInfo: {
    groupId: number;
    schedule: string;
    timeSlot: string;
    level: string;
    totalSections: number;
  };
  staffInfo: {
    instructor: string | null;
    instructorId: number | null;
    supervisor: string | null;
    supervisorId: number | null;
    accountManager: string | null;
    accountManagerId: number | null;
  };
  capacity: {
    currentStudents: number;
    maxCapacity: number | null;
    percent: number;
    status: 'Full' | 'Open';
  };
  sessionProgress: { totalSessions: number; sessionCompletion: boolean[] };
  students: DisplayGroupStudent[];
  additionalInfo: { createdAt: string; updatedAt: string };
  row: GroupRow;
}

/**
 * How full a group is. With a max capacity, the fill against it (1 of 1 is 100 %, not the spec's
 * 10 %, which divides by at least 10); without one, the spec's percent (section 9), over a
 * nominal class of 10, which the card names as such.
 */
function capacityFill(current: number, maxCapacity: number | null): number {
  return maxCapacity ? (current / maxCapacity) * 100 : capacityPercent(current, maxCapacity);
}

export function remainingLevelsTag(remaining: number): string {
  if (remaining <= 0) return t('card.noLevelsLeft');
  return t('card.levelsLeft', { count: remaining });
}

export function toDisplayGroup(row: GroupRow): DisplayGroup {
  return {
    id: row.id,
    title: groupTitle(row),
    timeRange: formatGroupHours(row.hours),
    days: dayGroupLabel(row.days),
    scheduleInfo: {
      groupId: row.id,
      schedule: dayGroupDays(row.days),
      timeSlot: formatGroupHours(row.hours),
      level: levelLabel(row.current_level),
      totalSections: SESSIONS,
    },
    staffInfo: {
      instructor: row.instructor_name,
      instructorId: row.instructor,
      supervisor: row.supervisor_name,
      supervisorId: row.supervisor,
      accountManager: row.account_manager_name,
      accountManagerId: row.account_manager,
    },
    capacity: {
      currentStudents: row.students_count,
      maxCapacity: row.max_capacity,
      percent: capacityFill(row.students_count, row.max_capacity),
      status: isGroupFull(row.students_count, row.max_capacity) ? 'Full' : 'Open',
    },
    sessionProgress: { totalSessions: SESSIONS, sessionCompletion: sessionList(row) },
    students: row.students.map((student) => ({
      id: student.id,
      name: student.name,
      phone: student.phone_number,
      tags: [remainingLevelsTag(student.remaining_levels)],
    })),
    additionalInfo: { createdAt: row.created_at, updatedAt: row.updated_at },
    row,
  };
}
