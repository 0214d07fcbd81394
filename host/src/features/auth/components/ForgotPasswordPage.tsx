// /auth/forgot-password: asks for a reset link; the answer never tells whether the address exists.
import { forgotPasswordError } from 'shared-auth/forms';
import { API_MESSAGES } from 'shared-domain';
import { Banner, Button, Text } from 'shared-ui';
import { FormField, Input } from 'shared-ui/forms';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../requests/auth-requests';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { TextLink } from './TextLink';
import { useEmailRequestForm } from './use-email-request-form';
import { texts } from 'shared-i18n';
import { FIELD_TEXT, en, t } from '../../../i18n';

const TEXT = texts(t, 'forgot', en.forgot);

export function ForgotPasswordPage() {
  const { banner, dismissBanner, register, errors, isSubmitting, onSubmit } = useEmailRequestForm({
    send: requestPasswordReset,
    fallback: API_MESSAGES.forgotPasswordSent,
    describeError: forgotPasswordError,
    clearBannerOnSubmit: true,
  });

  return (
    <AuthCard title={TEXT.title} subtitle={TEXT.subtitle}>
      <AuthForm label={TEXT.title} onSubmit={onSubmit} gap="5">
        {banner ? <Banner {...banner} onDismiss={dismissBanner} /> : null}
        <FormField label={FIELD_TEXT.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
          {isSubmitting ? TEXT.submitting : TEXT.submit}
        </Button>
        <Text textAlign="center" fontSize="sm">
          {TEXT.remembered} <TextLink to={paths.login}>{TEXT.backToLogin}</TextLink>
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
