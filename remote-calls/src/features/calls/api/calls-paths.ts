// The calls endpoints of spec section 7 (docs/api.md#calls).
export const CALLS_PATH = '/api/calls/';

export function callPath(id: number): string {
  return `${CALLS_PATH}${id}/`;
}
