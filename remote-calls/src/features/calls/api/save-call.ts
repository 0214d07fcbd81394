// POST /api/calls/ and PUT /api/calls/{id}/ (a full replace, so the form always sends every key).
import { apiPost, apiPut } from 'shared-auth';
import type { Call, CallPayload } from 'shared-domain';
import { CALLS_PATH, callPath } from './calls-paths';

export function createCall(payload: CallPayload): Promise<Call> {
  return apiPost<Call>(CALLS_PATH, payload);
}

export function updateCall(id: number, payload: CallPayload): Promise<Call> {
  return apiPut<Call>(callPath(id), payload);
}

export interface SaveCall {
  /** The call to update; null creates one. */
  id: number | null;
  payload: CallPayload;
}

export function saveCall({ id, payload }: SaveCall): Promise<Call> {
  return id === null ? createCall(payload) : updateCall(id, payload);
}
