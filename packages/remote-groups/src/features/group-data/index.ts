// What the screens of this remote share about a group: its API paths, its detail fetch and its
// on-screen name.
export { GROUPS_API_PATH, groupApiPath, groupLevelApiPath } from './api-paths';
export { getGroupDetail } from './get-group-detail';
export { groupTitle } from './group-title';
