// A chart's card: heading, chart ('No data yet' when every figure is zero), note, and the figures as
// a hidden table for screen readers. The chart is a chunk requested once the cards have painted,
// with a loading place of its size and Retry on failure.
import { useId } from 'react';
import { Box, Button, Card, Center, Heading, Text, VisuallyHidden } from 'shared-ui';
import { LazyPartView, Table, lazyPart } from 'shared-ui/lists';
import { formatNumber, texts } from 'shared-i18n';
import { en, t } from '../../../i18n';
import type { ChartFigures } from '../charts/overview-charts';
import { usePainted } from '../hooks/use-painted';

/** The card's own texts ('No data yet', the chart's loading and failure), read at render. */
export const CHART_TEXT = texts(t, 'charts', en.charts);

const figureChart = lazyPart(() =>
  import('../charts/FigureChart').then((module) => module.FigureChart),
);

function ChartFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Center h="full" flexDirection="column" gap="3" role="alert">
      <Text color="fg.error">{CHART_TEXT.failed}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {CHART_TEXT.retry}
      </Button>
    </Center>
  );
}

/** The chart, requested once the cards (drawn in the same render) have been painted. */
function LazyChart({ figures }: { figures: ChartFigures }) {
  const requested = usePainted();
  const placeholder = (
    <Center h="full" data-testid="chart-loading">
      <Text color="fg.muted">{CHART_TEXT.loading}</Text>
    </Center>
  );
  if (!requested) return placeholder;
  return (
    <LazyPartView
      part={figureChart}
      props={{ figures }}
      loading={placeholder}
      failed={(retry) => <ChartFailed onRetry={retry} />}
    />
  );
}

function FiguresTable({ figures }: { figures: ChartFigures }) {
  return (
    <VisuallyHidden>
      <Table.Root>
        <caption>{figures.title}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{figures.title}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{figures.unit}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {figures.labels.map((label, i) => (
            <Table.Row key={label}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell>{formatNumber(figures.values[i] ?? 0)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}

export function ChartCard({ figures }: { figures: ChartFigures }) {
  const headingId = useId();
  const empty = figures.values.every((value) => value === 0);
  return (
    // minW 0: a grid item may then shrink below its canvas's last drawn width, so the chart
    // follows a narrower window instead of widening the page.
    <Card.Root as="section" aria-labelledby={headingId} borderRadius="l3" boxShadow="xs" minW="0">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id={headingId}>
          {figures.title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2" gap="2">
        {empty ? (
          <Center h="64" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
            <Text color="fg.muted">{CHART_TEXT.noData}</Text>
          </Center>
        ) : (
          <>
            {/* Clipped: a canvas still at its last drawn width, until chart.js redraws it for a
                narrower window, never widens the page. */}
            <Box h="64" position="relative" minW="0" overflow="hidden">
              <LazyChart figures={figures} />
            </Box>
            <FiguresTable figures={figures} />
          </>
        )}
        {figures.note ? (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {figures.note}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
