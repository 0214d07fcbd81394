// A card's capacity: students over the limit, a percent bar and Full or Open. With a limit the
// percent and the bar are the fill against it; without one, the spec's percent (section 9) over a
// class of 10, said as such (see capacityFill).
import { Badge, HStack, Text } from 'shared-ui';
import { ProgressBar } from 'shared-ui/progress';
import type { DisplayGroup } from '../model/display-group';
import { CardSection } from './CardSection';

export function CapacitySection({ group }: { group: DisplayGroup }) {
  const { capacity } = group;
  const percent = Math.round(capacity.percent);
  const students =
    capacity.maxCapacity === null
      ? `${capacity.currentStudents} students (no limit)`
      : `${capacity.currentStudents} / ${capacity.maxCapacity} students`;
  return (
    <CardSection title="Capacity">
      <HStack justify="space-between" mb="1.5">
        <Text fontSize="sm">{students}</Text>
        <HStack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            {capacity.maxCapacity === null ? `${percent}% of a class of 10` : `${percent}% full`}
          </Text>
          <Badge colorPalette={capacity.status === 'Full' ? 'red' : 'green'}>
            {capacity.status}
          </Badge>
        </HStack>
      </HStack>
      <ProgressBar.Root
        value={Math.min(100, capacity.percent)}
        colorPalette={capacity.status === 'Full' ? 'red' : 'brand'}
        size="sm"
        shape="rounded"
      >
        <ProgressBar.Track aria-label={`Capacity of ${group.title}`}>
          <ProgressBar.Range />
        </ProgressBar.Track>
      </ProgressBar.Root>
    </CardSection>
  );
}
