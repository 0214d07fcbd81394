// What the screens of this remote share about a group: its API paths and its on-screen name.
export { GROUPS_API_PATH, groupApiPath, groupLevelApiPath } from './api-paths';
export { groupTitle } from './group-title';
