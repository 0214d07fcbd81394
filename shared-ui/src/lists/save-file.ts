// Files the API makes (a list's export, a receipt, a report), fetched with the signed-in user's
// token and language and handed to the browser as a download under the name given; a failure is
// a toast in the screen's words. ExportButton and DownloadButton both go through here.
import { useState } from 'react';
import { apiResponse } from 'shared-auth';
import { notify } from '../toaster/toaster';

/** A query's values as search parameters, the empty ones left out. */
export function searchParamsOf(
  query: Readonly<Record<string, string | number | undefined>>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text !== '') params[key] = text;
  }
  return params;
}

/** Hands a file the API sent to the browser as a download. */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** `download` fetches the file and saves it; `busy` while it runs. */
export function useFileDownload(failure: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const download = async (
    path: string,
    searchParams: Record<string, string>,
    fileName: string,
  ): Promise<void> => {
    setBusy(true);
    try {
      const answer = await apiResponse(path, { searchParams });
      saveFile(fileName, await answer.blob());
    } catch (error) {
      notify.error(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
