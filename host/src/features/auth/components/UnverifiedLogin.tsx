// After a log-in whose e-mail address is not verified yet: say so, offer "Resend
// verification e-mail" for that address, and go on to the app on Continue.
import { useState } from 'react';
import { resendVerificationError } from 'shared-auth/forms';
import { Banner, Button, Stack, Text } from 'shared-ui';
import { resendVerification } from '../requests/auth-requests';
import { AuthCard } from './AuthCard';
import type { BannerState } from './use-email-request-form';
import { texts } from 'shared-i18n';
import { en, t } from '../../../i18n';

/** The screen's texts; `resent` is what a resent link says when the server's answer has none. */
export const UNVERIFIED_TEXT = texts(t, 'unverified', en.unverified);

export function UnverifiedLogin({ email, onContinue }: { email: string; onContinue: () => void }) {
  const [banner, setBanner] = useState<BannerState | null>(null);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const response = await resendVerification(email);
      setBanner({ status: 'success', title: response?.message || UNVERIFIED_TEXT.resent });
    } catch (error) {
      setBanner({ status: 'error', title: resendVerificationError(error).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={UNVERIFIED_TEXT.title}>
      <Stack gap="4">
        <Text>{t('unverified.notice', { email })}</Text>
        {banner ? <Banner {...banner} onDismiss={() => setBanner(null)} /> : null}
        <Button colorPalette="brand" loading={sending} onClick={() => void resend()}>
          {UNVERIFIED_TEXT.resend}
        </Button>
        <Button variant="outline" onClick={onContinue}>
          {UNVERIFIED_TEXT.continue}
        </Button>
      </Stack>
    </AuthCard>
  );
}
