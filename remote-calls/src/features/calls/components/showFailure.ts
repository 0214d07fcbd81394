// A failed create, update or delete as an error toast: the catalogue's message, with the server's
// 'Validation errors: ...' line under it when there is one (spec section 8).
import type { FailureMessage } from 'shared-auth';
import { notify } from 'shared-ui';

export function showFailure(failure: FailureMessage): void {
  if (failure.detail) notify.error(failure.detail, { title: failure.message });
  else notify.error(failure.message);
}
