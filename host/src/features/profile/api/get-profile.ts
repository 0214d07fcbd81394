// GET /api/me/ for the profile screen (spec section 7): shared-auth's fetchProfile, whose result
// carries the catalogue's message on failure, as query options.
import { queryOptions } from '@tanstack/react-query';
import { fetchProfile } from 'shared-auth';

export function profileQuery() {
  return queryOptions({ queryKey: ['profile'] as const, queryFn: fetchProfile });
}
