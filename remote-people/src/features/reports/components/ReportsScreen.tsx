// The Reports screen on /reports (docs/api.md#reports): the report chosen (Results, At risk,
// Missing; Activity for operations managers), its filters held in the address, its figures,
// Export of what is shown and Print.
import { useCurrentUser } from 'shared-auth';
import { isAdmin } from 'shared-domain';
import { useDigits, useLocale } from 'shared-i18n/react';
import { Button, Flex, HStack, Heading, PageContainer, Stack, Text } from 'shared-ui';
import { reportsFor, useReportFilters, type ReportKind } from '../hooks/use-report-filters';
import { ACTIVITY_TEXT, REPORT_TEXT } from '../messages';
import { ActivityReport } from './ActivityReport';
import { AtRiskReport } from './AtRiskReport';
import { MissingReport } from './MissingReport';
import { MovementReport } from './MovementReport';
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
        {report === 'at-risk' ? <AtRiskReport query={choices.atRiskQuery} /> : null}
        {report === 'missing' ? <MissingReport query={choices.missingQuery} /> : null}
        {report === 'movement' ? <MovementReport query={choices.movementQuery} /> : null}
        {report === 'activity' ? <ActivityReport /> : null}
      </Stack>
    </PageContainer>
  );
}
