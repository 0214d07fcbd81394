// The Overview's four figure cards (spec section 2, Home): totals and the rounded averages the
// server computed (section 9).
import type { Overview } from 'shared-domain';
import { Card, SimpleGrid, Text } from 'shared-ui';
import { Stat } from 'shared-ui/lists';

export const CARD_TITLES = {
  students: 'Total Students',
  groups: 'Active Groups',
  score: 'Average Score',
  attendance: 'Avg Attendance %',
} as const;

const count = (value: number) => value.toLocaleString('en-US');

function statCards(overview: Overview) {
  return [
    {
      title: CARD_TITLES.students,
      value: count(overview.total_students),
      help: 'in every status',
      palette: 'brand',
    },
    {
      title: CARD_TITLES.groups,
      value: count(overview.active_groups),
      // docs/api.md: an active group is one with at least one student.
      help: 'with at least one student',
      palette: 'teal',
    },
    {
      title: CARD_TITLES.score,
      value: String(overview.average_score),
      help: 'out of 100',
      palette: 'orange',
    },
    {
      title: CARD_TITLES.attendance,
      value: `${overview.average_attendance}%`,
      help: 'of 9 sessions',
      palette: 'green',
    },
  ];
}

export function StatCards({ overview }: { overview: Overview }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={{ base: '4', md: '6' }}>
      {statCards(overview).map(({ title, value, help, palette }) => (
        <Card.Root
          key={title}
          as="section"
          aria-label={title}
          borderRadius="l3"
          boxShadow="xs"
          borderTopWidth="4px"
          colorPalette={palette}
          borderTopColor="colorPalette.solid"
        >
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{title}</Stat.Label>
              <Stat.ValueText fontSize="3xl">{value}</Stat.ValueText>
            </Stat.Root>
            {/* Outside the stat's definition list, which allows only its term and value. */}
            <Text fontSize="xs" color="fg.muted">
              {help}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
