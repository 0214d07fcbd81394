// A student's history (finished levels and Activity) in a side panel; the Student List opens it.
// The panel is a chunk of its own, fetched when it opens.
import { lazyDialog } from 'shared-ui/lists';
import { HISTORY_TEXTS } from './messages';

export { HISTORY_TEXTS };

export const StudentHistoryDrawer = lazyDialog(
  () => import('./components/StudentHistoryDrawer').then((module) => module.StudentHistoryDrawer),
  () => HISTORY_TEXTS.untitled,
);
