// A chart's card: its heading, the chart (or 'No data yet' when every figure is zero), an optional
// note, and the figures as a visually hidden table for screen readers.
import { useId } from 'react';
import { Box, Card, Center, Heading, Text, VisuallyHidden } from 'shared-ui';
import { Table } from 'shared-ui/lists';
import { FigureChart } from '../charts/FigureChart';
import type { ChartFigures } from '../charts/overview-charts';

export const NO_DATA = 'No data yet';

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
              <Table.Cell>{figures.values[i] ?? 0}</Table.Cell>
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
            <Text color="fg.muted">{NO_DATA}</Text>
          </Center>
        ) : (
          <>
            {/* Clipped: a canvas still at its last drawn width, until chart.js redraws it for a
                narrower window, never widens the page. */}
            <Box h="64" position="relative" minW="0" overflow="hidden">
              <FigureChart figures={figures} />
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
