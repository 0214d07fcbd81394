// What a failed log-in shows (spec sections 5 and 8): shared-auth/forms' loginError, fetched once
// the page has shown and again with each attempt, so a failure finds it there and shows at once.
import { COMMON_MESSAGES, plain, type FailureMessage } from 'shared-auth';
import { loadOnce } from 'shared-ui/forms';

/** Fetches the auth forms' catalogue once (again after a failure). */
export const loadLoginCatalogue = loadOnce(() => import('shared-auth/forms'));

/**
 * The catalogue's message for what the log-in threw. When the catalogue itself cannot be fetched,
 * the shell's server cannot be reached either, and the page says what the catalogue says of a
 * log-in that got no answer.
 */
export async function loginFailure(error: unknown): Promise<FailureMessage> {
  try {
    return (await loadLoginCatalogue()).loginError(error);
  } catch {
    return plain(COMMON_MESSAGES.serverUnreachable);
  }
}
