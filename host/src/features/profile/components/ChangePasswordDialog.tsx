// Change Password: the current password, a new one with the sign-up rules (shown before
// any error) and its confirmation. The server signs out every other session.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordRulesHint, type PasswordChangeFormValues } from 'shared-domain';
import { Banner, notify, Text } from 'shared-ui';
import { FormFieldOf } from 'shared-ui/form-fields';
import { PasswordInput, usePreloadResolver } from 'shared-ui/forms';
import { FormDialog } from 'shared-ui/overlays';
import { useChangePassword } from '../api/update-profile';
import { PROFILE_MESSAGES, PROFILE_TEXT, showProfileChangeFailure } from '../messages';
import { formResolvers } from '../../form-resolvers';
import { FIELD_TEXT } from '../../../i18n';

type Field = keyof PasswordChangeFormValues;

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  usePreloadResolver(formResolvers.passwordChange);
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<PasswordChangeFormValues>({
    resolver: formResolvers.passwordChange,
    mode: 'onTouched',
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    setFailure(null);
    try {
      const answer = await change.mutateAsync({ current_password, new_password });
      notify.success(answer.message);
      onClose();
    } catch (error) {
      setFailure(
        showProfileChangeFailure<Field>(
          error,
          PROFILE_MESSAGES.passwordFallback,
          ['current_password', 'new_password'],
          setError,
        ),
      );
    }
  });

  return (
    <FormDialog
      title={PROFILE_TEXT.changePassword}
      submitLabel={PROFILE_TEXT.changePassword}
      submitting={isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Text color="fg.muted">{PROFILE_TEXT.passwordNotice}</Text>
      {failure ? <Banner status="error" title={failure} /> : null}
      <FormFieldOf
        control={control}
        name="current_password"
        label={PROFILE_TEXT.currentPassword}
        required
      >
        <PasswordInput autoComplete="current-password" {...register('current_password')} />
      </FormFieldOf>
      <FormFieldOf
        control={control}
        name="new_password"
        label={FIELD_TEXT.newPassword}
        required
        helperText={passwordRulesHint()}
      >
        <PasswordInput autoComplete="new-password" {...register('new_password')} />
      </FormFieldOf>
      <FormFieldOf
        control={control}
        name="confirm_password"
        label={PROFILE_TEXT.confirmNewPassword}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('confirm_password')} />
      </FormFieldOf>
    </FormDialog>
  );
}
