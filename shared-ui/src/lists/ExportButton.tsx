// A list's Export (docs/api.md#exports): the file's format and the button that downloads what
// the list's search and filters select, every page, as the API writes it. The file is made by the
// server; the page only saves what it receives.
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { CompactSelect } from './CompactSelect';
import { searchParamsOf, useFileDownload } from './save-file';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportButtonProps {
  /** The list's export route (`/api/groups/export/`). */
  path: string;
  /** The list's search and filters as its pages are asked for; empty values are left out. */
  query: Readonly<Record<string, string | number | undefined>>;
  /** The file's name without its extension (`groups`). */
  fileName: string;
  /** The screen's words: the button, the format choice's name and each format's. */
  texts: { export: string; format: string; csv: string; xlsx: string };
  /** A failed download's message, from the screen's catalogue. */
  failure: (error: unknown) => string;
}

export function ExportButton({ path, query, fileName, texts, failure }: ExportButtonProps) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const { busy, download } = useFileDownload(failure);
  return (
    <HStack gap="1">
      <CompactSelect
        label={texts.format}
        value={format}
        options={[
          { value: 'csv', label: texts.csv },
          { value: 'xlsx', label: texts.xlsx },
        ]}
        onChange={(value) => setFormat(value as ExportFormat)}
        minW="28"
      />
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        onClick={() =>
          void download(path, { ...searchParamsOf(query), format }, `${fileName}.${format}`)
        }
      >
        {texts.export}
      </Button>
    </HStack>
  );
}
