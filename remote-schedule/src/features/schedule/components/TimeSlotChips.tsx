// The 'Available Time Slots' chip list: every time slot the schedule uses, by start hour.
import { formatGroupHours } from 'shared-domain/records';
import { Box, Heading, HStack } from 'shared-ui';
import { Tag } from 'shared-ui/lists';
import type { TimeSlot } from '../model/build-schedule';
import { SCHEDULE_TEXT } from '../messages';

export function TimeSlotChips({ slots }: { slots: TimeSlot[] }) {
  return (
    <Box as="section" aria-labelledby="schedule-time-slots" flex="2">
      <Heading as="h2" size="md" id="schedule-time-slots" mb="3">
        {SCHEDULE_TEXT.timeSlots}
      </Heading>
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
        {slots.map((slot) => (
          <Tag.Root as="li" key={slot.label} size="lg" variant="outline" colorPalette="brand">
            <Tag.Label>{formatGroupHours(slot.label)}</Tag.Label>
          </Tag.Root>
        ))}
      </HStack>
    </Box>
  );
}
