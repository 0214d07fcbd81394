// GET /api/imports/template/?kind=&format= (docs/api.md#imports): the kind's template as a file
// the browser saves.
import { apiResponse } from 'shared-auth';
import { importTemplateFileName, type ImportFormat, type ImportKind } from 'shared-domain/imports';
import { saveFile } from 'shared-ui/lists';

export const IMPORT_TEMPLATE_PATH = '/api/imports/template/';

export async function downloadImportTemplate(kind: ImportKind, format: ImportFormat) {
  const answer = await apiResponse(IMPORT_TEMPLATE_PATH, { searchParams: { kind, format } });
  saveFile(importTemplateFileName(kind, format), await answer.blob());
}
