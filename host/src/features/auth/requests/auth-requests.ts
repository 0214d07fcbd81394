// The public /auth/ calls of spec section 7 (no bearer token). One function per call; the log-in
// itself is shared-auth's signIn, which also starts the session.
import { apiGet, apiPost } from 'shared-auth';
import type {
  ResetPasswordPayload,
  StaffRegistrationPayload,
  StudentRegistrationPayload,
} from 'shared-domain';

export interface MessageResponse {
  message?: string;
}

export const registerStudent = (payload: StudentRegistrationPayload) =>
  apiPost<MessageResponse>('/auth/register-student/', payload);

export const registerStaff = (payload: StaffRegistrationPayload) =>
  apiPost<MessageResponse>('/auth/register-staff/', payload);

export const verifyEmail = (token: string) =>
  apiGet<MessageResponse>(`/auth/verify-email/${encodeURIComponent(token)}/`);

export const resendVerification = (email: string) =>
  apiPost<MessageResponse>('/auth/resend-verification/', { email });

export const requestPasswordReset = (email: string) =>
  apiPost<MessageResponse>('/auth/forgot-password/', { email });

export const validateResetToken = (token: string) =>
  apiGet<{ valid: boolean; error?: string }>(
    `/auth/validate-reset-token/${encodeURIComponent(token)}/`,
  );

/** confirm_password is sent only when the user filled it in (spec section 5). */
export function resetPassword(token: string, { password, confirm_password }: ResetPasswordPayload) {
  return apiPost<MessageResponse>(`/auth/reset-password/${encodeURIComponent(token)}/`, {
    password,
    ...(confirm_password ? { confirm_password } : {}),
  });
}
