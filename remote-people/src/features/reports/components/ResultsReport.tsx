// The Results report: the period's level results in four figures, the pass rate of the chosen
// breakdown and the totals' buckets as charts, then the breakdown's table, which Export writes.
import { resourceActionError } from 'shared-auth/handlers';
import { SCORE_BUCKETS, levelLabel, type ResultsReport as Report } from 'shared-domain';
import { groupTitle } from 'shared-domain/records';
import { formatNumber } from 'shared-i18n';
import { Heading, HStack, SimpleGrid, Stack, Text } from 'shared-ui';
import { EmptyState, ExportButton, Stat, Table } from 'shared-ui/lists';
import { ChartCard, CHART_COLORS, type ChartFigures } from '../../overview';
import { RESULTS_EXPORT_PATH, resultsQuery, type ReportQuery } from '../api/get-results';
import type { Breakdown } from '../hooks/use-report-filters';
import { useReport } from '../hooks/use-report';
import { EXPORT_TEXTS, REPORT_TEXT } from '../messages';
import { PRINT_HIDDEN } from './PrintStyles';
import { ReportStates } from './ReportStates';
import { ReportTableArea } from './ReportTableArea';

interface Line {
  key: string;
  name: string;
  results: number;
  passed: number;
  failed: number;
  pass_rate: number | null;
}

/** The table of the breakdown, in the order the server sends (level, instructor's name, group). */
function linesOf(report: Report, by: Breakdown): Line[] {
  if (by === 'instructor')
    return report.by_instructor.map((line) => ({
      ...line,
      key: String(line.instructor_id),
      name: line.instructor_name ?? REPORT_TEXT.noInstructor,
    }));
  if (by === 'group')
    return report.by_group.map((line) => ({
      ...line,
      key: String(line.group_id),
      name: line.group_id === null ? REPORT_TEXT.noGroup : groupTitle({ id: line.group_id }),
    }));
  return report.by_level.map((line) => ({
    ...line,
    key: String(line.level),
    name: levelLabel(line.level),
  }));
}

const RATE_TITLES: Record<Breakdown, () => string> = {
  level: () => REPORT_TEXT.passRateByLevel,
  instructor: () => REPORT_TEXT.passRateByInstructor,
  group: () => REPORT_TEXT.passRateByGroup,
};

const NAME_HEADERS: Record<Breakdown, () => string> = {
  level: () => REPORT_TEXT.byLevel,
  instructor: () => REPORT_TEXT.byInstructor,
  group: () => REPORT_TEXT.byGroup,
};

/** A bucket ('0-60') with its numbers in the active language's digits. */
const bucketLabel = (bucket: string) =>
  bucket.replace(/\d+/g, (digits) => formatNumber(Number(digits)));

const rate = (value: number | null) =>
  value === null ? '-' : formatNumber(value / 100, { style: 'percent' });

function Figures({ report }: { report: Report }) {
  const { totals } = report;
  const figures = [
    [REPORT_TEXT.totalResults, formatNumber(totals.results)],
    [REPORT_TEXT.passed, formatNumber(totals.passed)],
    [REPORT_TEXT.failed, formatNumber(totals.failed)],
    [REPORT_TEXT.passRate, rate(totals.pass_rate)],
  ] as const;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {figures.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="l3" p="4">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

function charts(report: Report, lines: Line[], by: Breakdown): ChartFigures[] {
  return [
    {
      title: RATE_TITLES[by](),
      kind: 'bar',
      unit: REPORT_TEXT.percent,
      labels: lines.map((line) => line.name),
      values: lines.map((line) => line.pass_rate ?? 0),
      colors: lines.map(() => CHART_COLORS.brand),
    },
    {
      title: REPORT_TEXT.scoreDistribution,
      kind: 'bar',
      unit: REPORT_TEXT.resultsUnit,
      labels: SCORE_BUCKETS.map(bucketLabel),
      values: SCORE_BUCKETS.map((bucket) => report.score_buckets[bucket]),
      colors: [...CHART_COLORS.scoreScale],
    },
  ];
}

function LinesTable({ lines, by }: { lines: Line[]; by: Breakdown }) {
  return (
    <ReportTableArea label={REPORT_TEXT.resultsTable}>
      <Table.Root size="sm" aria-label={REPORT_TEXT.resultsTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{NAME_HEADERS[by]()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {REPORT_TEXT.totalResults}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {REPORT_TEXT.passed}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {REPORT_TEXT.failed}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {REPORT_TEXT.passRate}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.key}>
              <Table.Cell>{line.name}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(line.results)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(line.passed)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(line.failed)}</Table.Cell>
              <Table.Cell textAlign="end">{rate(line.pass_rate)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ReportTableArea>
  );
}

export function ResultsReport({ query, by }: { query: ReportQuery; by: Breakdown }) {
  const state = useReport(resultsQuery(query));
  const report = state.data;
  const lines = report ? linesOf(report, by) : [];
  return (
    <Stack as="section" aria-labelledby="report-results" gap={{ base: '4', md: '6' }}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="report-results">
          {REPORT_TEXT.results}
        </Heading>
        <HStack {...PRINT_HIDDEN}>
          <ExportButton
            path={RESULTS_EXPORT_PATH}
            query={{ ...query, by }}
            fileName={`results-by-${by}`}
            texts={EXPORT_TEXTS}
            failure={(error) => resourceActionError(error, REPORT_TEXT.exportAction).message}
          />
        </HStack>
      </HStack>
      <ReportStates state={state} />
      {report && report.totals.results === 0 ? (
        <EmptyState title={REPORT_TEXT.noResults} description={REPORT_TEXT.noResultsHint} />
      ) : null}
      {report && report.totals.results > 0 ? (
        <>
          <Figures report={report} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
            {charts(report, lines, by).map((figures) => (
              <ChartCard key={figures.title} figures={figures} />
            ))}
          </SimpleGrid>
          <LinesTable lines={lines} by={by} />
          <Text fontSize="sm" color="fg.muted">
            {REPORT_TEXT.passRule}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
