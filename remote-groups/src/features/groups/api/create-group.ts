// POST /api/groups/ with the create payload of spec section 3.
import { apiPost } from 'shared-auth';
import type { GroupCreatePayload, GroupRow } from 'shared-domain';
import { GROUPS_API_PATH } from '../../group-data';

export function createGroup(payload: GroupCreatePayload): Promise<GroupRow> {
  return apiPost<GroupRow>(GROUPS_API_PATH, payload);
}
