// /auth/verify-email/:token: verifies once on open; a failed link offers to send a new one.
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { resendVerificationError, verifyEmailError } from 'shared-auth/forms';
import { Banner, Button, LoadingSpinner, Stack, Text } from 'shared-ui';
import { FormField, Input } from 'shared-ui/forms';
import { paths } from '../../../config/paths';
import { resendVerification, verifyEmail } from '../requests/auth-requests';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { TextLink } from './TextLink';
import { useEmailRequestForm } from './use-email-request-form';
import { UNVERIFIED_TEXT } from './UnverifiedLogin';
import { texts } from 'shared-i18n';
import { COMMON_TEXT, FIELD_TEXT, en, t } from '../../../i18n';

const TEXT = texts(t, 'verify', en.verify);

type Outcome = { status: 'verifying' } | { status: 'verified' | 'failed'; message: string };

function ResendVerification() {
  const { banner, dismissBanner, register, errors, isSubmitting, onSubmit } = useEmailRequestForm({
    send: resendVerification,
    fallback: UNVERIFIED_TEXT.resent,
    describeError: resendVerificationError,
    clearBannerOnSubmit: false,
  });

  return (
    <AuthForm label={TEXT.resend} onSubmit={onSubmit} gap="4">
      <Text color="fg.muted">{TEXT.needLink}</Text>
      {banner ? <Banner {...banner} onDismiss={dismissBanner} /> : null}
      <FormField label={FIELD_TEXT.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <Button type="submit" variant="outline" loading={isSubmitting}>
        {TEXT.resend}
      </Button>
    </AuthForm>
  );
}

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'verifying' });
  // A link is single-use: verify once per token even when React runs the effect twice.
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    if (verifiedToken.current === token) return;
    verifiedToken.current = token;
    setOutcome({ status: 'verifying' });
    verifyEmail(token)
      .then((response) =>
        setOutcome({ status: 'verified', message: response?.message || TEXT.verified }),
      )
      .catch((error) => setOutcome({ status: 'failed', message: verifyEmailError(error).message }));
  }, [token]);

  return (
    <AuthCard title={TEXT.title}>
      {outcome.status === 'verifying' ? (
        <LoadingSpinner label={TEXT.verifying} />
      ) : (
        <Stack gap="5">
          <Banner
            status={outcome.status === 'verified' ? 'success' : 'error'}
            title={outcome.message}
          />
          {outcome.status === 'failed' ? <ResendVerification /> : null}
          <Text textAlign="center" fontSize="sm">
            <TextLink to={paths.login}>{COMMON_TEXT.goToLogin}</TextLink>
          </Text>
        </Stack>
      )}
    </AuthCard>
  );
}
