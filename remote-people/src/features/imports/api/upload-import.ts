// POST /api/imports/?kind=&file_name=&sheet= (docs/api.md#imports): the file itself as the body;
// the server checks it whole and answers the import, whose dry run then goes on.
import { apiResponse } from 'shared-auth';
import type { ImportSummary } from 'shared-domain';
import type { ImportKind } from 'shared-domain/imports';

export const IMPORTS_PATH = '/api/imports/';

export interface ImportUpload {
  kind: ImportKind;
  file: File;
  sheet?: string;
}

export async function uploadImport({ kind, file, sheet }: ImportUpload): Promise<ImportSummary> {
  const answer = await apiResponse(IMPORTS_PATH, {
    method: 'post',
    searchParams: { kind, file_name: file.name, sheet },
    // The content decides the format: a browser's type for a .csv varies by system.
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  return (await answer.json()) as ImportSummary;
}
