// A student's history (finished levels and Activity) in a side panel; the Student List opens it.
export { HISTORY_TEXTS } from './messages';
export { StudentHistoryDrawer } from './components/StudentHistoryDrawer';
