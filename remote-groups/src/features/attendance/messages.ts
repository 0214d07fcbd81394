// The attendance screen's texts. The partial-failure warning and the permission message are the
// spec's (sections 2 and 6); the others follow the catalogue's style (section 8).
import { formatNumber, texts } from 'shared-i18n';
import { GROUP_SHEETS_ENGLISH as en, translateSheet as t } from '../group-sheet';

export const ATTENDANCE_TEXT = texts(t, 'attendance', en.attendance);

/** A session's box of a student, e.g. 'Session 3, Sara Hassan'. */
export function sessionBoxLabel(session: number, name: string): string {
  return t('attendance.sessionOf', { number: formatNumber(session), name });
}

export function partialAttendanceMessage(updated: number, attempted: number): string {
  return t('attendance.partial', { updated: formatNumber(updated), attempted });
}
