// The Groups screen's dialogs, each a chunk of its own fetched when it opens: their
// forms, react-hook-form, the pickers and the dialog machinery (shared-ui/overlays) are not in
// the screen's code. GroupDialogs mounts the one open.
import { groupTitle } from 'shared-domain/records';
import { lazyDialog } from 'shared-ui/lists';
import { DELETE_TEXT, ENROLMENT_TEXT, FORM_TEXT, GROUPS_TEXT, LEVEL_TEXT } from '../messages';

export const GroupFormDialog = lazyDialog(
  () => import('./GroupFormDialog').then((module) => module.GroupFormDialog),
  ({ group }) => (group ? FORM_TEXT.editTitle : GROUPS_TEXT.add),
);

export const DeleteGroupDialog = lazyDialog(
  () => import('./DeleteGroupDialog').then((module) => module.DeleteGroupDialog),
  () => DELETE_TEXT.title,
);

export const UpdateLevelDialog = lazyDialog(
  () => import('./UpdateLevelDialog').then((module) => module.UpdateLevelDialog),
  () => LEVEL_TEXT.title,
);

export const AddStudentsDialog = lazyDialog(
  () => import('./AddStudentsDialog').then((module) => module.AddStudentsDialog),
  ({ group }) => ENROLMENT_TEXT.addStudents(groupTitle(group)),
);

export const PlacePassedDialog = lazyDialog(
  () => import('./PlacePassedDialog').then((module) => module.PlacePassedDialog),
  () => ENROLMENT_TEXT.placeTitle,
);
