// The groups API's paths (docs/api.md#groups), shared by every screen of this remote so that the
// Groups list and the attendance and evaluation pages address a group the same way.
export const GROUPS_API_PATH = '/api/groups/';

export function groupApiPath(groupId: number | string): string {
  return `${GROUPS_API_PATH}${groupId}/`;
}

export function groupLevelApiPath(groupId: number | string): string {
  return `${groupApiPath(groupId)}update-level/`;
}
