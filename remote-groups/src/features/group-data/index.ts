// What the screens of this remote share about a group: its API paths, cache keys and detail query,
// its read errors, its on-screen name and its id in a route. Other features import this file only
// (lint keeps them out of the folders). The frame and table of a group's sheet pages are
// group-sheet's: this feature holds no screen, so the Groups screen and the prefetch module, which
// import it, bring none.
export { GROUPS_API_PATH, groupApiPath, groupLevelApiPath } from './api/group-paths';
export { groupDetailQuery } from './api/get-group-detail';
export { groupKeys } from './api/group-keys';
export { useGroupChanged } from './hooks/use-group-changed';
export { groupNotFound, groupReadError } from './messages';
export { groupTitle } from './group-title';
export { routeGroupId } from './route-group-id';
