// POST /api/users/ (spec section 7): the Add New Staff Member form is the payload.
import { apiPost } from 'shared-auth';
import type { CreateStaffPayload, User } from 'shared-domain';
import { USERS_PATH } from './get-staff';

export function createStaff(payload: CreateStaffPayload): Promise<User> {
  return apiPost<User>(USERS_PATH, payload);
}
