// Step 2 of an import: the file and, for a workbook of several sheets, the sheet to read; the
// server checks the file whole and says why it refuses one.
import { useState } from 'react';
import { Banner, Box, Button, chakra, Heading, Stack, Text } from 'shared-ui';
import { CompactSelect } from 'shared-ui/lists';
import { IMPORT_LIMITS } from 'shared-domain/imports';
import type { ImportRun } from '../hooks/use-import-run';
import { fileHelp, IMPORT_TEXTS } from '../messages';

const ACCEPTED =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MEGABYTE = 1024 * 1024;

export function UploadSection({ run }: { run: ImportRun }) {
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState('');
  const sheets = run.refusal?.sheets;
  return (
    <Stack gap="3" as="section" aria-labelledby="import-upload">
      <Heading as="h2" size="md" id="import-upload">
        {IMPORT_TEXTS.uploadHeading}
      </Heading>
      <Box>
        <chakra.label htmlFor="import-file" fontWeight="medium" display="block" mb="1">
          {IMPORT_TEXTS.file}
        </chakra.label>
        <chakra.input
          id="import-file"
          type="file"
          accept={ACCEPTED}
          maxW="full"
          aria-describedby="import-file-help"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setSheet('');
          }}
        />
        <Text id="import-file-help" fontSize="sm" color="fg.muted" mt="1">
          {fileHelp(IMPORT_LIMITS.maxBytes / MEGABYTE, IMPORT_LIMITS.maxRows)}
        </Text>
      </Box>
      {sheets ? (
        <CompactSelect
          label={IMPORT_TEXTS.sheet}
          value={sheet}
          options={[
            { value: '', label: '-' },
            ...sheets.map((name) => ({ value: name, label: name })),
          ]}
          onChange={setSheet}
          size="sm"
        />
      ) : null}
      {run.refusal ? (
        <Banner
          status="error"
          title={IMPORT_TEXTS.uploadFailed}
          description={run.refusal.message}
        />
      ) : null}
      <Box>
        <Button
          colorPalette="brand"
          size="sm"
          disabled={!file || (sheets !== undefined && !sheet)}
          loading={run.uploading}
          loadingText={IMPORT_TEXTS.checking}
          onClick={() => file && run.upload({ file, ...(sheet ? { sheet } : {}) })}
        >
          {IMPORT_TEXTS.check}
        </Button>
      </Box>
    </Stack>
  );
}
