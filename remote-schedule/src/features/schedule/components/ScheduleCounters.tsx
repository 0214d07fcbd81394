// The four counters above the table: Instructors, Time Slots, Day Groups, Total Classes.
import { formatNumber } from 'shared-i18n';
import { Box, SimpleGrid } from 'shared-ui';
import { Stat } from 'shared-ui/lists';
import type { ScheduleCounters as Counters } from '../model/build-schedule';
import { COUNTER_LABELS } from '../messages';

export function ScheduleCounters({ counters }: { counters: Counters }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      {(Object.keys(COUNTER_LABELS) as (keyof Counters)[]).map((key) => (
        // The named group wraps the stat: a dl given a role of its own would orphan its dt and dd.
        <Box
          key={key}
          role="group"
          aria-label={COUNTER_LABELS[key]}
          borderWidth="1px"
          borderRadius="l3"
          p={{ base: '3', md: '4' }}
          bg="bg.panel"
        >
          <Stat.Root>
            <Stat.Label>{COUNTER_LABELS[key]}</Stat.Label>
            <Stat.ValueText>{formatNumber(counters[key])}</Stat.ValueText>
          </Stat.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
