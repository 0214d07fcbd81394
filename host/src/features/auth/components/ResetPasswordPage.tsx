// /auth/reset-password/:token: checks the link, then sets a new password (confirmation optional).
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { resetPasswordError, validateResetTokenError } from 'shared-auth/forms';
import { API_MESSAGES, passwordRulesHint, type ResetPasswordPayload } from 'shared-domain';
import { Banner, type BannerProps, Button, LoadingSpinner, Stack, Text } from 'shared-ui';
import { FormFieldOf } from 'shared-ui/form-fields';
import { PasswordInput, usePreloadResolver } from 'shared-ui/forms';
import { paths } from '../../../config/paths';
import { resetPassword, validateResetToken } from '../requests/auth-requests';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { VALIDATION_MODE } from './validationMode';
import { formResolvers } from '../../form-resolvers';
import { TextLink } from './TextLink';
import { texts } from 'shared-i18n';
import { COMMON_TEXT, FIELD_TEXT, en, t } from '../../../i18n';

const TEXT = texts(t, 'reset', en.reset);

type LinkState =
  { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; message: string };
type BannerState = Pick<BannerProps, 'status' | 'title'>;

export function ResetPasswordPage() {
  usePreloadResolver(formResolvers.resetPassword);
  const { token = '' } = useParams();
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [banner, setBanner] = useState<BannerState | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ResetPasswordPayload>({
    resolver: formResolvers.resetPassword,
    mode: VALIDATION_MODE,
    defaultValues: { password: '', confirm_password: '' },
  });

  useEffect(() => {
    let current = true;
    setLink({ status: 'checking' });
    validateResetToken(token)
      .then((answer) => {
        if (!current) return;
        if (answer?.valid) setLink({ status: 'valid' });
        else
          setLink({ status: 'invalid', message: answer?.error || API_MESSAGES.resetTokenInvalid });
      })
      .catch(
        (error) =>
          current &&
          setLink({ status: 'invalid', message: validateResetTokenError(error).message }),
      );
    return () => {
      current = false;
    };
  }, [token]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const response = await resetPassword(token, values);
      setBanner({ status: 'success', title: response?.message || API_MESSAGES.passwordResetDone });
      setDone(true);
    } catch (error) {
      const failure = resetPasswordError(error);
      const { password, confirmPassword } = failure.fieldErrors;
      if (password) setError('password', { type: 'server', message: password });
      if (confirmPassword)
        setError('confirm_password', { type: 'server', message: confirmPassword });
      setBanner({ status: 'error', title: failure.message });
    }
  });

  return (
    <AuthCard title={TEXT.title} subtitle={TEXT.subtitle}>
      {link.status === 'checking' ? <LoadingSpinner label={TEXT.checking} /> : null}
      {link.status === 'invalid' ? (
        <Stack gap="5">
          <Banner status="error" title={link.message} />
          <Text textAlign="center" fontSize="sm">
            <TextLink to={paths.forgotPassword}>{TEXT.requestNew}</TextLink>
          </Text>
        </Stack>
      ) : null}
      {link.status === 'valid' ? (
        <AuthForm label={TEXT.title} onSubmit={onSubmit} gap="5">
          {banner ? <Banner {...banner} /> : null}
          {done ? (
            <Text textAlign="center">
              <TextLink to={paths.login}>{COMMON_TEXT.goToLogin}</TextLink>
            </Text>
          ) : (
            <>
              <FormFieldOf
                control={control}
                name="password"
                label={FIELD_TEXT.newPassword}
                required
                helperText={passwordRulesHint()}
              >
                <PasswordInput autoComplete="new-password" {...register('password')} />
              </FormFieldOf>
              <FormFieldOf
                control={control}
                name="confirm_password"
                label={FIELD_TEXT.confirmPassword}
                helperText={TEXT.optional}
              >
                <PasswordInput autoComplete="new-password" {...register('confirm_password')} />
              </FormFieldOf>
              <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
                {isSubmitting ? TEXT.submitting : TEXT.submit}
              </Button>
            </>
          )}
        </AuthForm>
      ) : null}
    </AuthCard>
  );
}
