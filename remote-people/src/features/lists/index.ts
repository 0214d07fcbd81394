// What the Students and Staff lists share: the server-paged list, its body and search summary, the
// row actions and their common texts. Other features import this file only (lint keeps
// them out).
export { EditSelect } from './components/EditSelect';
export { ListBody } from './components/ListBody';
export { SearchSummary } from './components/SearchSummary';
export { usePagedList } from './hooks/use-paged-list';
export { EXPORT_TEXTS, LIST_TEXTS, deleteQuestion } from './messages';
export { type RowActions, useRowActions } from './hooks/use-row-actions';
