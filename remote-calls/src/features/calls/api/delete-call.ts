// DELETE /api/calls/{id}/: the call's students keep their profiles (docs/api.md#calls).
import { apiDelete } from 'shared-auth';
import { callPath } from './calls-paths';

export function deleteCall(id: number): Promise<undefined> {
  return apiDelete(callPath(id));
}
