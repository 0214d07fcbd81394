// Reading the signed-in user (GET /api/me/), for the session and for the profile screen.
import type { User } from 'shared-domain';
import { currentUserError } from './errors/users';
import { CURRENT_USER_PATH, apiGet } from './http';

export function fetchCurrentUser(): Promise<User> {
  return apiGet<User>(CURRENT_USER_PATH);
}

/** The profile screen's result (spec section 7): failures carry the catalogue's message. */
export type ProfileResult =
  { success: true; data: User; message: string } | { success: false; data: null; message: string };

export async function fetchProfile(): Promise<ProfileResult> {
  try {
    return { success: true, data: await fetchCurrentUser(), message: '' };
  } catch (error) {
    return { success: false, data: null, message: currentUserError(error).message };
  }
}
