// The Reports screen on /reports (docs/api.md#reports): the report chosen (Results, At risk,
// Missing, Movement; Activity for operations managers), its filters held in the address, its
// figures, Export of what is shown and Print.
import { useCurrentUser } from 'shared-auth';
import { isAdmin } from 'shared-domain';
import { useDigits, useLocale } from 'shared-i18n/react';
import {
  Button,
  Flex,
  HStack,
  Heading,
  LoadingSpinner,
  PageContainer,
  Stack,
  Text,
} from 'shared-ui';
import { LazyPartView, PartFailed, lazyPart, preloadOn, type LazyPart } from 'shared-ui/lists';
import { reportsFor, useReportFilters, type ReportKind } from '../hooks/use-report-filters';
import { ACTIVITY_TEXT, REPORT_TEXT } from '../messages';
import { PRINT_HIDDEN, PrintStyles, PRINTED_AREA } from './PrintStyles';
import { ReportFilters } from './ReportFilters';
import { ResultsReport } from './ResultsReport';

const REPORT_NAMES: Record<ReportKind, () => string> = {
  results: () => REPORT_TEXT.results,
  'at-risk': () => REPORT_TEXT.atRisk,
  missing: () => REPORT_TEXT.missing,
  movement: () => REPORT_TEXT.movement,
  activity: () => ACTIVITY_TEXT.title,
};

// The screen opens on Results; each other report is a chunk of its own, fetched as its tab is
// pointed at or focused, or when the address opens it.
const atRiskReport = lazyPart(() => import('./AtRiskReport').then((module) => module.AtRiskReport));
const missingReport = lazyPart(() =>
  import('./MissingReport').then((module) => module.MissingReport),
);
const movementReport = lazyPart(() =>
  import('./MovementReport').then((module) => module.MovementReport),
);
const activityReport = lazyPart(() =>
  import('./ActivityReport').then((module) => module.ActivityReport),
);
const REPORT_PARTS: Partial<Record<ReportKind, { preload: () => void }>> = {
  'at-risk': atRiskReport,
  missing: missingReport,
  movement: movementReport,
  activity: activityReport,
};

function ReportPart<P>({ part, props }: { part: LazyPart<P>; props: P }) {
  return (
    <LazyPartView
      part={part}
      props={props}
      loading={<LoadingSpinner label={REPORT_TEXT.loading} />}
      failed={(retry) => <PartFailed message={REPORT_TEXT.loadFailed} onRetry={retry} />}
    />
  );
}

export function ReportsScreen() {
  const role = useCurrentUser()?.role ?? null;
  const choices = useReportFilters();
  const { filters } = choices;
  const reports = reportsFor(role);
  // A link to a report this role may not open shows the first one.
  const report = reports.includes(choices.report) ? choices.report : 'results';
  // Its texts and figures are read at render: a change of language or digits draws them again.
  useLocale();
  useDigits();
  return (
    <PageContainer>
      <PrintStyles />
      <Stack gap={{ base: '4', md: '6' }} {...PRINTED_AREA}>
        <Flex justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {REPORT_TEXT.title}
            </Heading>
            <Text color="fg.muted">{REPORT_TEXT.subtitle}</Text>
          </Stack>
          <Button variant="outline" size="sm" onClick={() => window.print()} {...PRINT_HIDDEN}>
            {REPORT_TEXT.print}
          </Button>
        </Flex>
        <HStack as="nav" aria-label={REPORT_TEXT.choose} gap="2" wrap="wrap" {...PRINT_HIDDEN}>
          {reports.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={kind === report ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={kind === report}
              onClick={() => filters.setFilter('report', kind === 'results' ? '' : kind)}
              {...(REPORT_PARTS[kind] ? preloadOn(REPORT_PARTS[kind]) : {})}
            >
              {REPORT_NAMES[kind]()}
            </Button>
          ))}
        </HStack>
        {report === 'activity' ? null : (
          <ReportFilters choices={{ ...choices, report }} byInstructor={isAdmin(role)} />
        )}
        {report === 'results' ? (
          <ResultsReport query={choices.resultsQuery} by={choices.by} />
        ) : null}
        {report === 'at-risk' ? (
          <ReportPart part={atRiskReport} props={{ query: choices.atRiskQuery }} />
        ) : null}
        {report === 'missing' ? (
          <ReportPart part={missingReport} props={{ query: choices.missingQuery }} />
        ) : null}
        {report === 'movement' ? (
          <ReportPart part={movementReport} props={{ query: choices.movementQuery }} />
        ) : null}
        {report === 'activity' ? <ReportPart part={activityReport} props={{}} /> : null}
      </Stack>
    </PageContainer>
  );
}
