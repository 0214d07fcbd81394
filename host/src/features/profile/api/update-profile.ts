// PATCH /api/me/ (one's names, phone and nationality, language and digits) and POST
// /api/me/password/. A profile change refreshes the profile screen and the header's name (the
// session's user).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost, useSessionStore } from 'shared-auth';
import type { PasswordChangePayload, ProfileUpdatePayload, User } from 'shared-domain';
import type { Digits, Locale } from 'shared-i18n';
import { checkResponse, messageSchema, userSchema } from 'shared-domain/responses';
import { profileQuery } from './get-profile';

const ME_PATH = '/api/me/';

/**
 * One's language and, for Arabic, digits: fields of the profile that shared-domain's User and
 * payload types do not declare yet, so they are added here, optional.
 */
export interface LanguagePreference {
  locale: Locale;
  digits: Digits;
}
export type ProfileUser = User & Partial<LanguagePreference>;
export type ProfileChanges = ProfileUpdatePayload & Partial<LanguagePreference>;
const PASSWORD_PATH = '/api/me/password/';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileChanges): Promise<ProfileUser> =>
      checkResponse(
        await apiPatch<unknown>(ME_PATH, changes),
        process.env.NODE_ENV !== 'production' && userSchema,
        `PATCH ${ME_PATH}`,
      ),
    onSuccess: (user) => {
      useSessionStore.setState({ user });
      return queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (payload: PasswordChangePayload): Promise<{ message: string }> =>
      checkResponse(
        await apiPost<unknown>(PASSWORD_PATH, payload),
        process.env.NODE_ENV !== 'production' && messageSchema,
        `POST ${PASSWORD_PATH}`,
      ),
  });
}
