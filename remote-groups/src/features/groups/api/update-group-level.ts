// PATCH /api/groups/{id}/update-level/ {current_level}: evaluates every student and moves the group
// on (docs/api.md#level-update); the answer counts who passed, failed or has no levels left.
import { apiPatch } from 'shared-auth';
import type { LevelUpdateResponse, UpdateLevelPayload } from 'shared-domain';
import { groupLevelApiPath } from '../../group-data';

export function updateGroupLevel(
  groupId: number,
  payload: UpdateLevelPayload,
): Promise<LevelUpdateResponse> {
  return apiPatch<LevelUpdateResponse>(groupLevelApiPath(groupId), payload);
}
