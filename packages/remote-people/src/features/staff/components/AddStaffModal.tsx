// 'Add New Staff Member' (spec sections 3 and 5): prefilled with nationality Egyptian, gender male,
// role instructor and a generated password; the shared-domain schema checks each field on blur,
// the server's field errors land on the fields.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateStaffInput,
  type CreateStaffPayload,
  STAFF_DEFAULTS,
  type StaffRole,
  createStaffSchema,
  generatePassword,
} from 'shared-domain';
import { Banner, type BannerProps, FormDialog, notify } from 'shared-ui';
import { createStaff } from '../api/create-staff';
import { staffActionError } from '../api/staff-errors';
import { STAFF_TEXTS, STAFF_TOASTS } from '../messages';
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
  open: boolean;
  /** The roles this manager may give (spec section 6). */
  roles: readonly StaffRole[];
  onClose: () => void;
  onCreated: () => void;
}

export function AddStaffModal({ open, roles, onClose, onCreated }: AddStaffModalProps) {
  const [banner, setBanner] = useState<Pick<BannerProps, 'title' | 'description'> | null>(null);
  const form = useForm<CreateStaffInput, unknown, CreateStaffPayload>({
    resolver: zodResolver(createStaffSchema),
    // Validate a field on its first blur, then as it changes (spec section 5).
    mode: 'onTouched',
    defaultValues: emptyStaffForm(roles),
  });

  const close = () => {
    form.reset(emptyStaffForm(roles));
    setBanner(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setBanner(null);
    try {
      await createStaff(payload);
    } catch (error) {
      const failure = staffActionError(error, 'create');
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if (field in createStaffSchema.shape)
          form.setError(field as keyof CreateStaffInput, { type: 'server', message });
      }
      setBanner({ title: failure.message, description: failure.detail });
      return;
    }
    notify.success(STAFF_TOASTS.created);
    close();
    onCreated();
  });

  return (
    <FormDialog
      open={open}
      size="lg"
      title={STAFF_TEXTS.addTitle}
      submitLabel="Create Staff Member"
      submitting={form.formState.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
    >
      {banner ? <Banner status="error" {...banner} onDismiss={() => setBanner(null)} /> : null}
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
