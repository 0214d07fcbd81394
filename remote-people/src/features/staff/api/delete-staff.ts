// DELETE /api/users/{id}/ (spec section 7).
import { apiDelete } from 'shared-auth';
import { USERS_PATH } from './get-staff';

export function deleteStaff(id: number): Promise<void> {
  return apiDelete(`${USERS_PATH}${id}/`);
}
