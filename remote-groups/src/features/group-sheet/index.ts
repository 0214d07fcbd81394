// The frame of a group's attendance and evaluation pages: the back link, the load's states, the
// group's heading and read-only notice (the sheets draw their tables with `shared-ui/table`).
// Other features import this file only (lint keeps them out of the folders).
export { GroupSheet } from './components/GroupSheet';
export { GroupSheetFrame } from './components/GroupSheetFrame';
export { GROUP_SHEETS_ENGLISH, t as translateSheet } from './i18n';
