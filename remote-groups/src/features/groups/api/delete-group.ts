// DELETE /api/groups/{id}/; the group's students keep their profiles (docs/api.md#groups).
import { apiDelete } from 'shared-auth';
import { groupApiPath } from '../../group-data';

export async function deleteGroup(groupId: number): Promise<void> {
  await apiDelete(groupApiPath(groupId));
}
