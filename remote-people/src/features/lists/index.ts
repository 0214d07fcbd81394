// What the Students and Staff lists share: one server-paged list on the data cache, its body and
// search summary, the row actions, a download (the list answers' one shape is the paging feature;
// the add dialogs' create flow is the create-form feature).
// Other features import this file only (lint keeps them out of the folders).
export { EditSelect } from './components/EditSelect';
export { ListBody } from './components/ListBody';
export { SearchSummary } from './components/SearchSummary';
export { saveFile } from './download';
export { usePagedList } from './hooks/use-paged-list';
export { type RowActions, useRowActions } from './hooks/use-row-actions';
