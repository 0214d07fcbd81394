// Which catalogue entry of spec section 8 a failed staff action shows: the users' texts for the
// statuses they name (field errors of a form, sign-in, not found, delete refused), otherwise the staff
// screen's own texts (the server's explanation, else 'Failed to ... staff member').
import {
  type FailureMessage,
  createUserError,
  deleteUserError,
  normalizeFailure,
  staffScreenError,
  updateUserError,
} from 'shared-auth';

type Action = 'create' | 'update' | 'delete';

const USERS_CATALOGUE = {
  create: createUserError,
  update: updateUserError,
  delete: deleteUserError,
};

export function staffActionError(error: unknown, action: Action): FailureMessage {
  const { status } = normalizeFailure(error);
  const named =
    status === 401 || status === 404 || (action === 'delete' ? status === 403 : status === 400);
  return named ? USERS_CATALOGUE[action](error) : staffScreenError(error, action);
}
