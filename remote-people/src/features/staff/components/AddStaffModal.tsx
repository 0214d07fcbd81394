// 'Add New Staff Member' (spec sections 3 and 5): prefilled with nationality Egyptian, gender male,
// role instructor and a generated password; the shared-domain schema checks each field on blur,
// the server's field errors land on the fields.
import {
  type CreateStaffInput,
  type CreateStaffPayload,
  STAFF_DEFAULTS,
  type StaffRole,
} from 'shared-domain';
import { generatePassword } from 'shared-domain/people';
import { Banner } from 'shared-ui';
import { usePreloadResolver } from 'shared-ui/forms';
import { FormDialog } from 'shared-ui/overlays';
import { createStaffResolver } from '../../form-resolvers';
import { createStaff } from '../api/create-staff';
import { staffKeys } from '../api/get-staff';
import { useCreateForm } from '../../create-form';
import { STAFF_TEXTS, STAFF_TOASTS, staffActionError } from '../messages';
import { StaffFormFields } from './StaffFormFields';

/** The preset password is a freshly generated one, so no two accounts start with the same. */
function emptyStaffForm(roles: readonly StaffRole[]): CreateStaffInput {
  return {
    email: '',
    username: '',
    first_name: '',
    middle_name: '',
    last_name: '',
    password: generatePassword(),
    phone_number: '',
    nationality: STAFF_DEFAULTS.nationality,
    gender: STAFF_DEFAULTS.gender,
    role: roles.includes(STAFF_DEFAULTS.role)
      ? STAFF_DEFAULTS.role
      : (roles[0] ?? STAFF_DEFAULTS.role),
  };
}

export interface AddStaffModalProps {
  /** The roles this manager may give (spec section 6). */
  roles: readonly StaffRole[];
  onClose: () => void;
}

/** Mounted while open (a chunk of its own: staff-dialogs.ts). */
export function AddStaffModal({ roles, onClose }: AddStaffModalProps) {
  usePreloadResolver(createStaffResolver);
  const { form, banner, dismissBanner, close, onSubmit } = useCreateForm<
    CreateStaffInput,
    CreateStaffPayload
  >({
    resolver: createStaffResolver,
    empty: () => emptyStaffForm(roles),
    create: createStaff,
    failure: (error) => staffActionError(error, 'create'),
    createdToast: STAFF_TOASTS.created,
    onClose,
    listKey: staffKeys.lists(),
  });

  return (
    <FormDialog
      size="lg"
      title={STAFF_TEXTS.addTitle}
      submitLabel={STAFF_TEXTS.submit}
      submitting={form.formState.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
    >
      {banner ? <Banner status="error" {...banner} onDismiss={dismissBanner} /> : null}
      <StaffFormFields
        form={form}
        roles={roles}
        onGeneratePassword={() =>
          form.setValue('password', generatePassword(), { shouldValidate: true, shouldDirty: true })
        }
      />
    </FormDialog>
  );
}
