// What the Students and Staff lists share: the server-paged list, its body and search summary, the
// row actions and a download. Other features import this file only (lint keeps them out).
export { EditSelect } from './components/EditSelect';
export { ListBody } from './components/ListBody';
export { SearchSummary } from './components/SearchSummary';
export { saveFile } from './download';
export { usePagedList } from './hooks/use-paged-list';
export { type RowActions, useRowActions } from './hooks/use-row-actions';
