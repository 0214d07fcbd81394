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

export function ForgotPasswordPage() {
  const { banner, dismissBanner, register, errors, isSubmitting, onSubmit } = useEmailRequestForm({
    send: requestPasswordReset,
    fallback: API_MESSAGES.forgotPasswordSent,
    describeError: forgotPasswordError,
    clearBannerOnSubmit: true,
  });

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your email and we will send you a reset link."
    >
      <AuthForm label="Forgot password" onSubmit={onSubmit} gap="5">
        {banner ? <Banner {...banner} onDismiss={dismissBanner} /> : null}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Text textAlign="center" fontSize="sm">
          Remembered it? <TextLink to={paths.login}>Back to Login</TextLink>
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
