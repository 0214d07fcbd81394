// The one-field e-mail forms (forgot password, resend verification): validate the address, send
// it, and show the API's answer, or the failure's message, as a banner.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BannerProps } from 'shared-ui';
import type { MessageResponse } from '../requests/auth-requests';
import { VALIDATION_MODE } from './validationMode';
import { usePreloadResolver } from 'shared-ui/forms';
import { formResolvers } from '../../form-resolvers';

export type BannerState = Pick<BannerProps, 'status' | 'title'>;

export interface EmailRequestOptions {
  send: (email: string) => Promise<MessageResponse | undefined>;
  /** Shown when the API answers without a message. */
  fallback: string;
  describeError: (error: unknown) => { message: string };
  /** Hide the previous answer while the new request is on its way. */
  clearBannerOnSubmit: boolean;
}

export function useEmailRequestForm({
  send,
  fallback,
  describeError,
  clearBannerOnSubmit,
}: EmailRequestOptions) {
  usePreloadResolver(formResolvers.email);
  const [banner, setBanner] = useState<BannerState | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: formResolvers.email,
    mode: VALIDATION_MODE,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (clearBannerOnSubmit) setBanner(null);
    try {
      const response = await send(email);
      setBanner({ status: 'success', title: response?.message || fallback });
    } catch (error) {
      setBanner({ status: 'error', title: describeError(error).message });
    }
  });

  return {
    banner,
    dismissBanner: () => setBanner(null),
    register,
    errors,
    isSubmitting,
    onSubmit,
  };
}
