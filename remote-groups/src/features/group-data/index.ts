// What the screens of this remote share about a group: its API paths, cache keys and detail query,
// its on-screen name and the frame of its attendance and evaluation pages. Other features import
// this file only (lint keeps them out of the folders).
export { GROUPS_API_PATH, groupApiPath, groupLevelApiPath } from './api/group-paths';
export { groupDetailQuery } from './api/get-group-detail';
export { groupKeys } from './api/group-keys';
export { useGroupChanged } from './hooks/use-group-changed';
export { groupReadError } from './messages';
export { groupTitle } from './group-title';
export { routeGroupId } from './route-group-id';
export { GroupSheet } from './components/GroupSheet';
export { GroupSheetFrame } from './components/GroupSheetFrame';
