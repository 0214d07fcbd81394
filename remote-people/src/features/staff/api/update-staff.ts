// PATCH /api/users/{id}/ (spec section 7) with only the fields changed in the table: phone,
// nationality, gender, status and role (spec section 2), checked by the shared-domain schema.
import { apiPatch } from 'shared-auth';
import { type UpdateUserPayload, type User } from 'shared-domain';
import { USERS_PATH } from './get-staff';

export interface StaffDraft {
  phone_number: string;
  nationality: string;
  gender: string;
  status: 'active' | 'inactive';
  role: string;
  /** The viewer's own row: role and status stay as they are (docs/api.md#users-and-staff). */
  self: boolean;
}

export function toStaffDraft(member: User, viewerId?: number): StaffDraft {
  return {
    self: member.id === viewerId,
    phone_number: member.phone_number ?? '',
    nationality: member.nationality ?? '',
    gender: member.gender ?? '',
    status: member.is_active ? 'active' : 'inactive',
    role: member.role,
  };
}

export type StaffChanges =
  { ok: true; changes: UpdateUserPayload } | { ok: false; message: string };

/** The changed fields, checked by the schema, which (with zod) is fetched on the first save. */
export async function staffChanges(member: User, draft: StaffDraft): Promise<StaffChanges> {
  const before = toStaffDraft(member);
  const changed: Record<string, unknown> = {};
  for (const key of ['phone_number', 'nationality', 'gender', 'role'] as const) {
    if (draft[key].trim() !== before[key].trim()) changed[key] = draft[key].trim();
  }
  if (draft.status !== before.status) changed.is_active = draft.status === 'active';
  const { updateUserSchema } = await import('shared-domain/schemas');
  const parsed = updateUserSchema.safeParse(changed);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  // The schema fills no defaults on update, so its output holds just the changed keys.
  return { ok: true, changes: parsed.data };
}

export function updateStaff(id: number, changes: UpdateUserPayload): Promise<User> {
  return apiPatch<User>(`${USERS_PATH}${id}/`, changes);
}
