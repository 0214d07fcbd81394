// A button that downloads one file the API makes (a receipt, a report) with the signed-in user's
// token and language, and saves it under the name given; a failure is a toast in the screen's words.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { searchParamsOf, useFileDownload } from '../lists/save-file';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The file's route (`/api/takings/report.pdf`). */
  path: string;
  /** Its query, if any; empty values are left out. */
  query?: Readonly<Record<string, string | undefined>>;
  /** The name it is saved under, with its extension. */
  fileName: string;
  /** A failed download's message, from the screen's catalogue. */
  failure: (error: unknown) => string;
  children: ReactNode;
}

export function DownloadButton({
  path,
  query = {},
  fileName,
  failure,
  children,
  ...button
}: DownloadButtonProps) {
  const { busy, download } = useFileDownload(failure);
  return (
    <Button
      variant="outline"
      size="xs"
      {...button}
      loading={busy}
      onClick={() => void download(path, searchParamsOf(query), fileName)}
    >
      {children}
    </Button>
  );
}
