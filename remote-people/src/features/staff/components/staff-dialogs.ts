// The Staff List's dialogs, each a chunk of its own fetched when it opens: the form,
// react-hook-form and the dialog machinery (shared-ui/overlays) are not in the list's code. The
// screen mounts each only while it is open.
import { lazyDialog } from 'shared-ui/lists';
import { STAFF_TEXTS } from '../messages';

export const AddStaffDialog = lazyDialog(
  () => import('./AddStaffModal').then((module) => module.AddStaffModal),
  () => STAFF_TEXTS.addTitle,
);

export const DeleteStaffDialog = lazyDialog(
  () => import('shared-ui/overlays').then((module) => module.ConfirmDialog),
  () => STAFF_TEXTS.deleteTitle,
);
