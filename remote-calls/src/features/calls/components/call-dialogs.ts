// The Calls screen's dialogs, each a chunk of its own fetched when it opens: the call
// form, react-hook-form and the dialog machinery (shared-ui/overlays) are not in the screen's
// code. The screen mounts each only while it is open.
import { lazyDialog } from 'shared-ui/lists';
import { CALLS_TEXT } from '../messages';

export const CallFormDialog = lazyDialog(
  () => import('./CallFormDialog').then((module) => module.CallFormDialog),
  ({ call }) => (call ? CALLS_TEXT.editTitle : CALLS_TEXT.addTitle),
);

export const DeleteCallDialog = lazyDialog(
  () => import('./DeleteCallDialog').then((module) => module.DeleteCallDialog),
  CALLS_TEXT.deleteTitle,
);
