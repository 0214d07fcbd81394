// PATCH /api/groups/{id}/: the Edit Group form and the session buttons of a card.
import { apiPatch } from 'shared-auth';
import type { GroupRow, GroupUpdatePayload } from 'shared-domain';
import { groupApiPath } from '../../group-data';

export function updateGroup(groupId: number, payload: GroupUpdatePayload): Promise<GroupRow> {
  return apiPatch<GroupRow>(groupApiPath(groupId), payload);
}
