// 'Add New Student' (spec sections 3 and 5): the shared-domain create schema validates each field
// on blur; the server's field errors land on the fields, its message in the banner.
import {
  type CreateStudentInput,
  type CreateStudentPayload,
  STUDENT_DEFAULTS,
} from 'shared-domain';
import { Banner } from 'shared-ui';
import { usePreloadResolver } from 'shared-ui/forms';
import { FormDialog } from 'shared-ui/overlays';
import { createStudentResolver } from '../../form-resolvers';
import { createStudent } from '../api/create-student';
import { studentsKeys } from '../api/get-students';
import { useCreateForm } from '../../create-form';
import { STUDENT_TEXTS, STUDENT_TOASTS, studentCreateError } from '../messages';
import { StudentFormFields } from './StudentFormFields';

export const EMPTY_STUDENT_FORM: CreateStudentInput = {
  email: '',
  username: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  password: '',
  phone_number: '',
  nationality: '',
  gender: '' as CreateStudentInput['gender'],
  amount: '0',
  outstanding_amount: '0',
  currency: STUDENT_DEFAULTS.currency,
  total_levels: String(STUDENT_DEFAULTS.total_levels),
  current_level: String(STUDENT_DEFAULTS.current_level),
  private_or_group: STUDENT_DEFAULTS.private_or_group,
  offer: '',
  certificate: '',
};

export interface AddStudentModalProps {
  onClose: () => void;
}

/** Mounted while open (a chunk of its own: student-dialogs.ts). */
export function AddStudentModal({ onClose }: AddStudentModalProps) {
  usePreloadResolver(createStudentResolver);
  const { form, banner, dismissBanner, close, onSubmit } = useCreateForm<
    CreateStudentInput,
    CreateStudentPayload
  >({
    resolver: createStudentResolver,
    empty: () => EMPTY_STUDENT_FORM,
    create: createStudent,
    failure: studentCreateError,
    createdToast: STUDENT_TOASTS.created,
    onClose,
    listKey: studentsKeys.lists(),
  });

  return (
    <FormDialog
      size="lg"
      title={STUDENT_TEXTS.addTitle}
      submitLabel={STUDENT_TEXTS.submit}
      submitting={form.formState.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
    >
      {banner ? <Banner status="error" {...banner} onDismiss={dismissBanner} /> : null}
      <StudentFormFields form={form} />
    </FormDialog>
  );
}
