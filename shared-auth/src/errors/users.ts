// Error catalogue (spec section 8): the current user (GET /api/me/), for the session and profile.
import { readFailure } from './failure';
import { CURRENT_USER_MESSAGES } from './messages';
import type { FailureMessage } from './failure';

export function currentUserError(error: unknown): FailureMessage {
  return readFailure(error, CURRENT_USER_MESSAGES);
}
