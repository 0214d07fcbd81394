// GET /api/groups/{id}/ (spec section 7): the group with each student's attendance and
// evaluation. Callers map failures to their own messages.
import { apiGet } from 'shared-auth';
import type { GroupDetail } from 'shared-domain';
import { groupApiPath } from './api-paths';

export function getGroupDetail(groupId: number): Promise<GroupDetail> {
  return apiGet<GroupDetail>(groupApiPath(groupId));
}
