// The staff of a mock centre: GET /api/users/ as the API answers it (role may list several,
// is_active, search over names, e-mail, username and phone), the names a group or call row shows,
// and the API's check of the staff a write assigns.
import type { FieldErrors, User } from 'shared-domain';
import { centreStaff } from 'shared-domain/factory';
import {
  ASSIGNMENT_ROLES,
  type AssignmentField,
  inactiveStaffMessage,
  unknownIdMessage,
  wrongRoleMessage,
} from 'shared-domain/server';
import { userSchema } from 'shared-domain/responses';
import type { Answer, FakeApi } from '../fake-api';
import { type Collection, type CollectionOptions, serveCollection } from './collection';

export function userMatches(user: User, term: string): boolean {
  return [user.full_name, user.email, user.username, user.phone_number ?? ''].some((field) =>
    field.toLowerCase().includes(term),
  );
}

export function userFilter(user: User, query: Record<string, string>): boolean {
  const roles = query.role ? query.role.split(',') : null;
  if (roles && !roles.includes(user.role)) return false;
  if (query.is_active !== undefined && String(user.is_active) !== query.is_active) return false;
  return true;
}

/** GET /api/users/ (and one user) over `seed`, plus what `more` adds (the Staff screen's writes). */
export function serveStaff<C = never, U = never>(
  api: FakeApi,
  seed: User[] = centreStaff(),
  more: Pick<CollectionOptions<User, C, U>, 'create' | 'update' | 'remove'> = {},
): Collection<User> {
  return serveCollection(api, {
    path: '/api/users/',
    seed,
    schema: userSchema,
    matches: userMatches,
    filter: userFilter,
    ...more,
  });
}

/** The full name of staff member `id`, null for none, as a row shows it. */
export function staffName(staff: Collection<User>, id: number | null | undefined): string | null {
  return typeof id === 'number' ? (staff.find(id)?.full_name ?? null) : null;
}

/**
 * The API's 400 for assigned ids that name no user, a user of another role, or an inactive one
 * (one already assigned, in `current`, may stay); null when every assignment fits.
 */
export function assignmentProblem(
  staff: Collection<User>,
  assigned: Partial<Record<AssignmentField, number | null | undefined>>,
  current: Partial<Record<AssignmentField, number | null | undefined>> = {},
): Answer | null {
  const errors: FieldErrors = {};
  for (const field of Object.keys(ASSIGNMENT_ROLES) as AssignmentField[]) {
    const id = assigned[field];
    if (typeof id !== 'number') continue;
    const user = staff.find(id);
    if (!user) errors[field] = [unknownIdMessage(id)];
    else if (user.role !== ASSIGNMENT_ROLES[field]) errors[field] = [wrongRoleMessage(field, id)];
    else if (!user.is_active && current[field] !== id)
      errors[field] = [inactiveStaffMessage(user.full_name.trim() || user.username)];
  }
  return Object.keys(errors).length ? { status: 400, body: errors } : null;
}
