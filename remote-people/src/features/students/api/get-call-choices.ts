// GET /api/calls/?search=&limit= : the placement calls a student can be linked to, for the call
// picker.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { Call } from 'shared-domain';
import { callSchema, checkResponse, paginatedSchema } from 'shared-domain/responses';

const CALLS_PATH = '/api/calls/';
const CHOICES = 50;

export async function getCallChoices(search: string): Promise<Call[]> {
  const answer = checkResponse(
    await apiGet<unknown>(CALLS_PATH, { search: search.trim() || undefined, limit: CHOICES }),
    process.env.NODE_ENV !== 'production' && paginatedSchema(callSchema),
    `GET ${CALLS_PATH}`,
  );
  return (answer as { results: Call[] }).results;
}

export function callChoicesQuery(search: string) {
  return queryOptions({
    queryKey: ['calls', 'choices', search] as const,
    queryFn: () => getCallChoices(search),
  });
}
