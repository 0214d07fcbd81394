// The Student List's dialogs, each a chunk of its own fetched when it opens: their
// forms, react-hook-form, the pickers and the dialog machinery (shared-ui/overlays) are not in
// the list's code. A screen mounts each only while it is open.
import { userRowName } from 'shared-domain';
import { lazyDialog } from 'shared-ui/lists';
import { ENROLMENT_SENTENCES } from '../enrolment-messages';
import { STUDENT_TEXTS } from '../messages';

export const AddStudentDialog = lazyDialog(
  () => import('./AddStudentModal').then((module) => module.AddStudentModal),
  () => STUDENT_TEXTS.addTitle,
);

export const DeleteStudentDialog = lazyDialog(
  () => import('shared-ui/overlays').then((module) => module.ConfirmDialog),
  () => STUDENT_TEXTS.deleteTitle,
);

export const GroupEnrolmentDialog = lazyDialog(
  () => import('./GroupEnrolmentDialog').then((module) => module.GroupEnrolmentDialog),
  ({ student }) => ENROLMENT_SENTENCES.groupTitle(userRowName(student.user)),
);

export const CallLinkDialog = lazyDialog(
  () => import('./CallLinkDialog').then((module) => module.CallLinkDialog),
  ({ student }) => ENROLMENT_SENTENCES.callTitle(userRowName(student.user)),
);
