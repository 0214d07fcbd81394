// The Movement report: per month of the period, the students who moved up a level, repeated one
// or left, as three figures, a chart per kind and the months' table, which Export writes.
import { resourceActionError } from 'shared-auth/handlers';
import type { MovementReport as Report } from 'shared-domain';
import { formatDate, formatNumber } from 'shared-i18n';
import { Heading, HStack, SimpleGrid, Stack, Text } from 'shared-ui';
import { EmptyState, ExportButton, Stat, Table } from 'shared-ui/lists';
import { ChartCard, CHART_COLORS, type ChartFigures } from '../../overview';
import type { ReportQuery } from '../api/get-results';
import { MOVEMENT_EXPORT_PATH, movementQuery } from '../api/get-movement';
import { useReport } from '../hooks/use-report';
import { EXPORT_TEXTS, REPORT_TEXT } from '../messages';
import { PRINT_HIDDEN } from './PrintStyles';
import { ReportStates } from './ReportStates';
import { ReportTableArea } from './ReportTableArea';

const KINDS = ['moved_up', 'repeated', 'left'] as const;
type Kind = (typeof KINDS)[number];

const KIND_NAMES: Record<Kind, () => string> = {
  moved_up: () => REPORT_TEXT.movedUp,
  repeated: () => REPORT_TEXT.repeated,
  left: () => REPORT_TEXT.left,
};

const CHART_TITLES: Record<Kind, () => string> = {
  moved_up: () => REPORT_TEXT.movedUpByMonth,
  repeated: () => REPORT_TEXT.repeatedByMonth,
  left: () => REPORT_TEXT.leftByMonth,
};

const KIND_COLORS: Record<Kind, string> = {
  moved_up: CHART_COLORS.pass,
  repeated: CHART_COLORS.scoreScale[1],
  left: CHART_COLORS.fail,
};

/** '2026-03' as the active language names the month ('March 2026'); the server's months are UTC. */
const monthName = (month: string, length: 'long' | 'short' = 'long') =>
  formatDate(`${month}-01T00:00:00Z`, { month: length, year: 'numeric', timeZone: 'UTC' });

function Figures({ report }: { report: Report }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      {KINDS.map((kind) => (
        <Stat.Root key={kind} borderWidth="1px" borderRadius="l3" p="4">
          <Stat.Label>{KIND_NAMES[kind]()}</Stat.Label>
          <Stat.ValueText>{formatNumber(report.totals[kind])}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

function charts(report: Report): ChartFigures[] {
  // Short names ('Mar 2026'), so a year of months fits under a third of the page.
  const labels = report.months.map((line) => monthName(line.month, 'short'));
  return KINDS.map((kind) => ({
    title: CHART_TITLES[kind](),
    kind: 'bar',
    unit: REPORT_TEXT.students,
    labels,
    values: report.months.map((line) => line[kind]),
    colors: report.months.map(() => KIND_COLORS[kind]),
  }));
}

function MonthsTable({ report }: { report: Report }) {
  return (
    <ReportTableArea label={REPORT_TEXT.movementTable}>
      <Table.Root size="sm" aria-label={REPORT_TEXT.movementTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{REPORT_TEXT.month}</Table.ColumnHeader>
            {KINDS.map((kind) => (
              <Table.ColumnHeader key={kind} scope="col" textAlign="end">
                {KIND_NAMES[kind]()}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.months.map((line) => (
            <Table.Row key={line.month}>
              <Table.Cell>{monthName(line.month)}</Table.Cell>
              {KINDS.map((kind) => (
                <Table.Cell key={kind} textAlign="end">
                  {formatNumber(line[kind])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ReportTableArea>
  );
}

export function MovementReport({ query }: { query: ReportQuery }) {
  const state = useReport(movementQuery(query));
  const report = state.data;
  return (
    <Stack as="section" aria-labelledby="report-movement" gap={{ base: '4', md: '6' }}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="report-movement">
          {REPORT_TEXT.movement}
        </Heading>
        <HStack {...PRINT_HIDDEN}>
          <ExportButton
            path={MOVEMENT_EXPORT_PATH}
            query={query}
            fileName="movement"
            texts={EXPORT_TEXTS}
            failure={(error) => resourceActionError(error, REPORT_TEXT.exportAction).message}
          />
        </HStack>
      </HStack>
      <ReportStates state={state} />
      {report && report.months.length === 0 ? (
        <EmptyState title={REPORT_TEXT.noMovement} description={REPORT_TEXT.noMovementHint} />
      ) : null}
      {report && report.months.length > 0 ? (
        <>
          <Figures report={report} />
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '4', md: '6' }}>
            {charts(report).map((figures) => (
              <ChartCard key={figures.title} figures={figures} />
            ))}
          </SimpleGrid>
          <MonthsTable report={report} />
          <Text fontSize="sm" color="fg.muted">
            {REPORT_TEXT.movementRule}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
