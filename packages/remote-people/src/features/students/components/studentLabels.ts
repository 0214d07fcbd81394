// How the student list spells its choices and values (spec sections 2 and 3).
import type { StudentStatus } from 'shared-domain';

export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  active: 'Active',
  waiting: 'Waiting',
  inactive: 'Inactive',
};

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return STUDENT_STATUS_LABELS[status as StudentStatus] ?? status;
}

/** A value or '-' when there is none. */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text === '' ? '-' : text;
}

export function yesNo(value: boolean | null | undefined): string {
  return value ? 'Yes' : 'No';
}
