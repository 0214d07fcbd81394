// POST /api/imports/{id}/commit/ (docs/api.md#imports): writes the accepted rows, all or none,
// in the background; the import's own query follows it to `committed`.
import { apiPost } from 'shared-auth';
import type { ImportSummary } from 'shared-domain';

export interface CommitChoices {
  skip_refused: boolean;
  send_password_links: boolean;
}

export function commitImport(id: number, choices: CommitChoices): Promise<ImportSummary> {
  return apiPost<ImportSummary>(`/api/imports/${id}/commit/`, choices);
}
