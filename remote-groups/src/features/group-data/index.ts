// What the screens of this remote share about a group: its API paths, its detail fetch, its
// on-screen name and the frame of its attendance and evaluation pages.
export { GROUPS_API_PATH, groupApiPath, groupLevelApiPath } from './api-paths';
export { getGroupDetail } from './get-group-detail';
export { groupTitle } from './group-title';
export { routeGroupId } from './route-group-id';
export { GroupSheet } from './components/GroupSheet';
export { GroupSheetFrame } from './components/GroupSheetFrame';
