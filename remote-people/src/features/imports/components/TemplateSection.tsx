// Step 1 of an import: the kind's template in either format, and its columns with an example and
// the values each allows (shared-domain's IMPORT_COLUMNS, which the server reads the file by).
import { useState } from 'react';
import { notify, Button, Heading, HStack, Stack, Text } from 'shared-ui';
import { Table } from 'shared-ui/lists';
import { resourceActionError } from 'shared-auth/handlers';
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportFormat,
  type ImportKind,
} from 'shared-domain/imports';
import { downloadImportTemplate } from '../api/get-import-template';
import { columnsCaption, IMPORT_KIND_NAMES, IMPORT_TEXTS, rangeText } from '../messages';

/** A value as the file spells it, quoted: it is the file's word, whatever the screen's language. */
const asInFile = (value: string) => `"${value}"`;

function allowedText(column: ImportColumn): string {
  if (column.allowed) return column.allowed.map(asInFile).join(', ');
  if (column.range) return rangeText(column.range[0], column.range[1]);
  return '-';
}

export function TemplateSection({ kind }: { kind: ImportKind }) {
  const [downloading, setDownloading] = useState<ImportFormat | null>(null);
  const download = async (format: ImportFormat) => {
    setDownloading(format);
    try {
      await downloadImportTemplate(kind, format);
    } catch (error) {
      notify.error(resourceActionError(error, IMPORT_TEXTS.templateHeading).message);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="import-template">
      <Heading as="h2" size="md" id="import-template">
        {IMPORT_TEXTS.templateHeading}
      </Heading>
      <Text color="fg.muted">
        {kind === 'groups' ? IMPORT_TEXTS.templateHelpGroups : IMPORT_TEXTS.templateHelp}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          loading={downloading === 'csv'}
          onClick={() => void download('csv')}
        >
          {IMPORT_TEXTS.csvTemplate}
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={downloading === 'xlsx'}
          onClick={() => void download('xlsx')}
        >
          {IMPORT_TEXTS.xlsxTemplate}
        </Button>
      </HStack>
      {/* A region keyboard users can scroll on a narrow screen. */}
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="l2"
        tabIndex={0}
        role="region"
        aria-label={columnsCaption(IMPORT_KIND_NAMES[kind])}
      >
        <Table.Root size="sm">
          <Table.Caption>{columnsCaption(IMPORT_KIND_NAMES[kind])}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{IMPORT_TEXTS.column}</Table.ColumnHeader>
              <Table.ColumnHeader>{IMPORT_TEXTS.required}</Table.ColumnHeader>
              <Table.ColumnHeader>{IMPORT_TEXTS.allowed}</Table.ColumnHeader>
              <Table.ColumnHeader>{IMPORT_TEXTS.example}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {IMPORT_COLUMNS[kind].map((column) => (
              <Table.Row key={column.key}>
                <Table.Cell fontFamily="mono" dir="ltr" textAlign="start">
                  {column.key}
                </Table.Cell>
                <Table.Cell>{column.required ? IMPORT_TEXTS.yes : IMPORT_TEXTS.no}</Table.Cell>
                <Table.Cell dir="ltr" textAlign="start">
                  {allowedText(column)}
                </Table.Cell>
                <Table.Cell dir="ltr" textAlign="start">
                  {column.example ? asInFile(column.example) : '-'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
