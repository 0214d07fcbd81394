// Step 3 of an import: the dry run's progress and counts, every row's outcome with its problems by
// column (the forms' own messages), then the commit of the accepted rows, all or none.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { ImportRow, ImportSummary } from 'shared-domain';
import { IMPORT_OUTCOMES, type ImportKind, type ImportOutcome } from 'shared-domain/imports';
import {
  Badge,
  Banner,
  Box,
  Button,
  Heading,
  HStack,
  Link,
  LoadingSpinner,
  Stack,
  Text,
  Wrap,
} from 'shared-ui';
import { Checkbox } from 'shared-ui/choices';
import { CompactSelect, DataTable, Pagination, type DataTableColumn } from 'shared-ui/lists';
import { useLocale } from 'shared-i18n/react';
import { paths } from '../../../config/paths';
import { IMPORT_ROWS_PAGE_SIZE, importRowsQuery } from '../api/get-import';
import type { ImportRun } from '../hooks/use-import-run';
import {
  commitText,
  doneText,
  encodingText,
  IMPORT_OUTCOME_NAMES,
  IMPORT_TEXTS,
  importFailure,
  progressText,
  resultHeading,
  skipRefusedText,
} from '../messages';

/** Where the written records are listed; the Groups screen is the groups remote's, in the host. */
const LIST_PATHS: Record<ImportKind, string> = {
  students: paths.students,
  staff: paths.staff,
  groups: '/groups',
};

const OUTCOME_COLORS: Record<ImportOutcome, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  refused: 'red',
};

function problemsOf(row: ImportRow): string {
  return Object.entries(row.errors)
    .map(([column, messages]) => `${column}: ${messages.join(' ')}`)
    .join(' | ');
}

const ROW_COLUMNS = (kind: ImportKind): DataTableColumn<ImportRow, never>[] => [
  { key: 'row', header: IMPORT_TEXTS.row, render: (row) => row.row },
  {
    key: 'outcome',
    header: IMPORT_TEXTS.outcome,
    render: (row) => (
      <Badge colorPalette={OUTCOME_COLORS[row.outcome]}>{IMPORT_OUTCOME_NAMES[row.outcome]}</Badge>
    ),
  },
  {
    key: 'person',
    header: kind === 'groups' ? IMPORT_TEXTS.group : IMPORT_TEXTS.person,
    render: (row) => [row.full_name, row.email ?? row.username].filter(Boolean).join(' · ') || '-',
  },
  { key: 'problems', header: IMPORT_TEXTS.problems, render: (row) => problemsOf(row) || '-' },
];

const rowIdOf = (row: ImportRow) => row.row;

function Counts({ summary }: { summary: ImportSummary }) {
  return (
    <Wrap gap="2" aria-live="polite">
      <Badge size="lg">{progressText(summary.rows_read)}</Badge>
      {IMPORT_OUTCOMES.map((outcome) => (
        <Badge key={outcome} size="lg" colorPalette={OUTCOME_COLORS[outcome]}>
          {IMPORT_OUTCOME_NAMES[outcome]}: {summary.counts[outcome]}
        </Badge>
      ))}
    </Wrap>
  );
}

function CommitControls({ run, summary }: { run: ImportRun; summary: ImportSummary }) {
  const [skip, setSkip] = useState(false);
  const [links, setLinks] = useState(false);
  const refused = summary.counts.refused;
  const writable = summary.counts.create + summary.counts.update;
  // A groups import creates no account: there is no password to set.
  const newAccounts = summary.kind !== 'groups' && summary.counts.create > 0;
  return (
    <Stack gap="2">
      {refused > 0 ? (
        <>
          <Text>{IMPORT_TEXTS.refusedBlock}</Text>
          <Checkbox.Root
            checked={skip}
            onCheckedChange={(details) => setSkip(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{skipRefusedText(refused)}</Checkbox.Label>
          </Checkbox.Root>
        </>
      ) : null}
      {newAccounts ? (
        <Checkbox.Root
          checked={links}
          onCheckedChange={(details) => setLinks(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{IMPORT_TEXTS.sendLinks}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      {newAccounts ? (
        <Text fontSize="sm" color="fg.muted">
          {IMPORT_TEXTS.linksHelp}
        </Text>
      ) : null}
      {writable === 0 ? <Text>{IMPORT_TEXTS.nothingToWrite}</Text> : null}
      <HStack gap="2" wrap="wrap">
        <Button
          colorPalette="brand"
          size="sm"
          disabled={refused > 0 && !skip}
          loading={run.committing}
          loadingText={IMPORT_TEXTS.committing}
          onClick={() =>
            run.commit({ skip_refused: skip, send_password_links: newAccounts && links })
          }
        >
          {commitText(writable)}
        </Button>
        <Button variant="outline" size="sm" onClick={run.startAgain}>
          {IMPORT_TEXTS.again}
        </Button>
      </HStack>
    </Stack>
  );
}

export function DryRunSection({ run, summary }: { run: ImportRun; summary: ImportSummary }) {
  const [outcome, setOutcome] = useState<ImportOutcome | ''>('');
  const [page, setPage] = useState(1);
  const rowsAnswer = useQuery(importRowsQuery(summary.id, outcome, page, summary.status));
  const rowsError = rowsAnswer.error ? importFailure(rowsAnswer.error).message : null;
  // The same columns while the run's progress is polled, so the page's rows are drawn once; their
  // headers are read in the active language, and a switch builds them again.
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => ROW_COLUMNS(summary.kind), [summary.kind, locale]);
  const listPath = LIST_PATHS[summary.kind];
  return (
    <Stack gap="3" as="section" aria-labelledby="import-result">
      <Heading as="h2" size="md" id="import-result">
        {resultHeading(summary.file_name)}
      </Heading>
      <Counts summary={summary} />
      {summary.encoding && summary.encoding !== 'utf-8' ? (
        <Text fontSize="sm">{encodingText(summary.encoding)}</Text>
      ) : null}
      {summary.status === 'checking' ? <LoadingSpinner label={IMPORT_TEXTS.running} /> : null}
      {summary.status === 'committing' ? <LoadingSpinner label={IMPORT_TEXTS.committing} /> : null}
      {summary.status === 'failed' ? (
        <Banner
          status="error"
          title={IMPORT_TEXTS.failed}
          description={summary.error ?? undefined}
        />
      ) : null}
      {summary.status === 'committed' ? (
        <Stack gap="2">
          <Banner
            status="success"
            title={doneText(summary.written.created, summary.written.updated)}
          />
          <HStack gap="3" wrap="wrap">
            <Link asChild colorPalette="brand">
              <RouterLink to={listPath}>{IMPORT_TEXTS.openList}</RouterLink>
            </Link>
            <Button variant="outline" size="sm" onClick={run.startAgain}>
              {IMPORT_TEXTS.again}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {summary.status === 'checked' ? <CommitControls run={run} summary={summary} /> : null}
      {run.refusal && summary.status === 'checked' ? (
        <Banner status="error" title={run.refusal.message} />
      ) : null}
      {summary.status !== 'failed' ? (
        <Stack gap="2">
          <Box maxW="xs">
            <CompactSelect
              label={IMPORT_TEXTS.outcomeFilter}
              value={outcome}
              options={[
                { value: '', label: IMPORT_TEXTS.allRows },
                ...IMPORT_OUTCOMES.map((value) => ({ value, label: IMPORT_OUTCOME_NAMES[value] })),
              ]}
              onChange={(value) => {
                setOutcome(value as ImportOutcome | '');
                setPage(1);
              }}
              size="sm"
            />
          </Box>
          {rowsError ? <Banner status="error" title={rowsError} /> : null}
          {rowsAnswer.data ? (
            <>
              <DataTable
                label={IMPORT_TEXTS.rowsLabel}
                rows={rowsAnswer.data.results}
                columns={columns}
                getRowId={rowIdOf}
                emptyText={IMPORT_TEXTS.noRows}
              />
              <Pagination
                page={page}
                pageSize={IMPORT_ROWS_PAGE_SIZE}
                total={rowsAnswer.data.count}
                onPageChange={setPage}
              />
            </>
          ) : rowsError ? null : (
            <LoadingSpinner label={IMPORT_TEXTS.checking} />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
