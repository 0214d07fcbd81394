// 'Add New Student' (spec sections 3 and 5): the shared-domain create schema validates each field
// on blur; the server's field errors land on the fields, its message in the banner.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { studentCreateError } from 'shared-auth';
import {
  type CreateStudentInput,
  type CreateStudentPayload,
  STUDENT_DEFAULTS,
  createStudentSchema,
} from 'shared-domain';
import { Banner, type BannerProps, FormDialog, notify } from 'shared-ui';
import { createStudent } from '../api/create-student';
import { STUDENT_TEXTS, STUDENT_TOASTS } from '../messages';
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
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export function AddStudentModal({ open, onClose, onCreated }: AddStudentModalProps) {
  const [banner, setBanner] = useState<Pick<BannerProps, 'title' | 'description'> | null>(null);
  const form = useForm<CreateStudentInput, unknown, CreateStudentPayload>({
    resolver: zodResolver(createStudentSchema),
    // Validate a field on its first blur, then as it changes (spec section 5).
    mode: 'onTouched',
    defaultValues: EMPTY_STUDENT_FORM,
  });

  const close = () => {
    form.reset(EMPTY_STUDENT_FORM);
    setBanner(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setBanner(null);
    try {
      await createStudent(payload);
    } catch (error) {
      const failure = studentCreateError(error);
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if (field in EMPTY_STUDENT_FORM)
          form.setError(field as keyof CreateStudentInput, { type: 'server', message });
      }
      setBanner({ title: failure.message, description: failure.detail });
      return;
    }
    notify.success(STUDENT_TOASTS.created);
    close();
    onCreated();
  });

  return (
    <FormDialog
      open={open}
      size="lg"
      title={STUDENT_TEXTS.addTitle}
      submitLabel="Create Student"
      submitting={form.formState.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
    >
      {banner ? <Banner status="error" {...banner} onDismiss={() => setBanner(null)} /> : null}
      <StudentFormFields form={form} />
    </FormDialog>
  );
}
