// Edit Profile: one's first, middle and last name, phone and nationality, with the
// sign-up rules; only the changed fields are sent, and the server's field errors show on them.
import { useForm } from 'react-hook-form';
import {
  API_MESSAGES,
  type ProfileFormValues,
  type ProfileUpdatePayload,
  type User,
} from 'shared-domain';
import { Banner, notify, SimpleGrid } from 'shared-ui';
import { FormField, Input, usePreloadResolver } from 'shared-ui/forms';
import { FormDialog } from 'shared-ui/overlays';
import { useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_MESSAGES, PROFILE_TEXT, showProfileChangeFailure } from '../messages';
import { formResolvers } from '../../form-resolvers';
import { FIELD_TEXT } from '../../../i18n';

type Field = keyof ProfileFormValues;
const FIELDS: Field[] = ['first_name', 'middle_name', 'last_name', 'phone_number', 'nationality'];

function formValues(user: User): ProfileFormValues {
  return {
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    phone_number: user.phone_number ?? '',
    nationality: user.nationality ?? '',
  };
}

export function EditProfileDialog({ user, onClose }: { user: User; onClose: () => void }) {
  usePreloadResolver(formResolvers.profile);
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileUpdatePayload>({
    resolver: formResolvers.profile,
    mode: 'onTouched',
    defaultValues: formValues(user),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const before = formValues(user);
    const changes = Object.fromEntries(
      FIELDS.filter((field) => values[field] !== before[field]).map((field) => [
        field,
        values[field],
      ]),
    ) as ProfileUpdatePayload;
    if (Object.keys(changes).length === 0) {
      notify.info(PROFILE_TEXT.noChanges);
      onClose();
      return;
    }
    try {
      await update.mutateAsync(changes);
      notify.success(API_MESSAGES.profileUpdated);
      onClose();
    } catch (error) {
      setFailure(
        showProfileChangeFailure(error, PROFILE_MESSAGES.updateFallback, FIELDS, setError),
      );
    }
  });

  return (
    <FormDialog
      title={PROFILE_TEXT.edit}
      submitLabel={PROFILE_TEXT.save}
      submitting={isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {failure ? <Banner status="error" title={failure} /> : null}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField label={FIELD_TEXT.firstName} required error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...register('first_name')} />
        </FormField>
        <FormField label={FIELD_TEXT.middleName} error={errors.middle_name?.message}>
          <Input autoComplete="additional-name" {...register('middle_name')} />
        </FormField>
        <FormField label={FIELD_TEXT.lastName} required error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...register('last_name')} />
        </FormField>
      </SimpleGrid>
      <FormField label={FIELD_TEXT.phoneNumber} required error={errors.phone_number?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone_number')} />
      </FormField>
      <FormField label={FIELD_TEXT.nationality} required error={errors.nationality?.message}>
        <Input autoComplete="country-name" {...register('nationality')} />
      </FormField>
    </FormDialog>
  );
}
