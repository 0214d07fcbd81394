// The Overview's four figure cards (spec section 2, Home): totals and the rounded averages the
// server computed (section 9).
import type { Overview } from 'shared-domain';
import { Card, SimpleGrid, Text } from 'shared-ui';
import { Stat } from 'shared-ui/lists';
import { formatNumber, texts } from 'shared-i18n';
import { en, t } from '../../../i18n';

export const CARD_TITLES = texts(t, 'cards', en.cards);

/** The sessions of a group's level, which the attendance average is taken over. */
const SESSIONS = 9;
/** The scores' scale. */
const MAX_SCORE = 100;

function statCards(overview: Overview) {
  return [
    {
      title: CARD_TITLES.students,
      value: formatNumber(overview.total_students),
      help: CARD_TITLES.studentsHelp,
      palette: 'brand',
    },
    {
      title: CARD_TITLES.groups,
      value: formatNumber(overview.active_groups),
      // docs/api.md: an active group is one with at least one student.
      help: CARD_TITLES.groupsHelp,
      palette: 'teal',
    },
    {
      title: CARD_TITLES.score,
      value: formatNumber(overview.average_score, { useGrouping: false }),
      help: t('cards.scoreHelp', { max: MAX_SCORE }),
      palette: 'orange',
    },
    {
      title: CARD_TITLES.attendance,
      value: formatNumber(overview.average_attendance / 100, {
        style: 'percent',
        maximumFractionDigits: 2,
      }),
      help: t('attendanceHelp', { count: SESSIONS }),
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
