// The Groups screen's dialogs, each a chunk of its own fetched when it opens: their
// forms, react-hook-form, the pickers and the dialog machinery (shared-ui/overlays) are not in
// the screen's code. GroupDialogs mounts the one open.
import { groupTitle } from 'shared-domain/records';
import { lazyDialog } from 'shared-ui/lists';
import { ENROLMENT_TEXT } from '../messages';

export const GroupFormDialog = lazyDialog(
  () => import('./GroupFormDialog').then((module) => module.GroupFormDialog),
  ({ group }) => (group ? 'Edit Group' : 'Add Group'),
);

export const DeleteGroupDialog = lazyDialog(
  () => import('./DeleteGroupDialog').then((module) => module.DeleteGroupDialog),
  'Delete Group',
);

export const UpdateLevelDialog = lazyDialog(
  () => import('./UpdateLevelDialog').then((module) => module.UpdateLevelDialog),
  'Update Group Level',
);

export const AddStudentsDialog = lazyDialog(
  () => import('./AddStudentsDialog').then((module) => module.AddStudentsDialog),
  ({ group }) => ENROLMENT_TEXT.addStudents(groupTitle(group)),
);

export const PlacePassedDialog = lazyDialog(
  () => import('./PlacePassedDialog').then((module) => module.PlacePassedDialog),
  ENROLMENT_TEXT.placeTitle,
);
