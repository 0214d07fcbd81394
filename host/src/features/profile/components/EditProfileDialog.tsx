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
import { FormFieldOf } from 'shared-ui/form-fields';
import { Input, usePreloadResolver } from 'shared-ui/forms';
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
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
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
        <FormFieldOf control={control} name="first_name" label={FIELD_TEXT.firstName} required>
          <Input autoComplete="given-name" {...register('first_name')} />
        </FormFieldOf>
        <FormFieldOf control={control} name="middle_name" label={FIELD_TEXT.middleName}>
          <Input autoComplete="additional-name" {...register('middle_name')} />
        </FormFieldOf>
        <FormFieldOf control={control} name="last_name" label={FIELD_TEXT.lastName} required>
          <Input autoComplete="family-name" {...register('last_name')} />
        </FormFieldOf>
      </SimpleGrid>
      <FormFieldOf control={control} name="phone_number" label={FIELD_TEXT.phoneNumber} required>
        <Input type="tel" autoComplete="tel" {...register('phone_number')} />
      </FormFieldOf>
      <FormFieldOf control={control} name="nationality" label={FIELD_TEXT.nationality} required>
        <Input autoComplete="country-name" {...register('nationality')} />
      </FormFieldOf>
    </FormDialog>
  );
}
