// The Import screen (docs/api.md#imports): operations and account managers bring students, staff
// or groups (with their students) in from a CSV or Excel file: the template, the file's dry run row
// by row, then the commit of the accepted rows. Reached from the Students and Staff lists' Import
// buttons, and with `?kind=groups` for groups.
import { Banner, Box, Heading, LoadingSpinner, PageContainer, Stack, Text } from 'shared-ui';
import { CompactSelect, LazyPartView, PartFailed, lazyPart, preloadOn } from 'shared-ui/lists';
import { useDigits, useLocale } from 'shared-i18n/react';
import { IMPORT_KINDS, type ImportKind } from 'shared-domain/imports';
import { useImportRun } from '../hooks/use-import-run';
import { IMPORT_KIND_NAMES, IMPORT_TEXTS } from '../messages';
import { RecentImports } from './RecentImports';
import { TemplateSection } from './TemplateSection';
import { UploadSection } from './UploadSection';

// The dry run's table, filters and commit are a chunk of their own: the screen opens on the
// template and the upload, and the chunk is fetched as the user reaches the upload.
const dryRunSection = lazyPart(() =>
  import('./DryRunSection').then((module) => module.DryRunSection),
);

export function ImportScreen() {
  // Its texts are read at render: a change of language or digits draws them again.
  useLocale();
  useDigits();
  const run = useImportRun();
  return (
    <PageContainer>
      <Stack gap="6" maxW="5xl">
        <Stack gap="2">
          <Heading as="h1" size="xl">
            {IMPORT_TEXTS.title}
          </Heading>
          <Text color="fg.muted">{IMPORT_TEXTS.intro}</Text>
          <CompactSelect
            label={IMPORT_TEXTS.kind}
            value={run.kind}
            options={IMPORT_KINDS.map((kind) => ({ value: kind, label: IMPORT_KIND_NAMES[kind] }))}
            onChange={(value) => run.setKind(value as ImportKind)}
            size="sm"
            disabled={run.summary?.status === 'checking' || run.summary?.status === 'committing'}
          />
        </Stack>
        <TemplateSection kind={run.kind} />
        {run.importId === null ? (
          <Box {...preloadOn(dryRunSection)}>
            <UploadSection run={run} />
          </Box>
        ) : null}
        {run.importId === null ? <RecentImports /> : null}
        {run.loadError ? <Banner status="error" title={run.loadError.message} /> : null}
        {run.summary ? (
          <LazyPartView
            part={dryRunSection}
            props={{ run, summary: run.summary }}
            loading={<LoadingSpinner label={IMPORT_TEXTS.resultsLoading} />}
            failed={(retry) => <PartFailed message={IMPORT_TEXTS.resultsFailed} onRetry={retry} />}
          />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
