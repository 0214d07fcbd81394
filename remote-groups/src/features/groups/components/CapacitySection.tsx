// A card's capacity: students over the limit, a percent bar and Full or Open. With a limit the
// percent and the bar are the fill against it; without one, the spec's percent (section 9) over a
// class of 10, said as such (see capacityFill).
import { formatNumber } from 'shared-i18n';
import { Badge, HStack, Text } from 'shared-ui';
import { ProgressBar } from 'shared-ui/progress';
import { t } from '../i18n';
import { CARD_TEXT } from '../messages';
import type { DisplayGroup } from '../model/display-group';
import { CardSection } from './CardSection';

export function CapacitySection({ group }: { group: DisplayGroup }) {
  const { capacity } = group;
  const percent = formatNumber(Math.round(capacity.percent) / 100, { style: 'percent' });
  const students =
    capacity.maxCapacity === null
      ? t('card.noLimit', { count: capacity.currentStudents })
      : t('card.fill', {
          current: formatNumber(capacity.currentStudents),
          max: capacity.maxCapacity,
        });
  return (
    <CardSection title={CARD_TEXT.capacity}>
      <HStack justify="space-between" mb="1.5">
        <Text fontSize="sm">{students}</Text>
        <HStack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            {capacity.maxCapacity === null
              ? t('card.percentOfClass', { percent, size: formatNumber(10) })
              : t('card.percentFull', { percent })}
          </Text>
          <Badge colorPalette={capacity.status === 'Full' ? 'red' : 'green'}>
            {capacity.status === 'Full' ? CARD_TEXT.full : CARD_TEXT.open}
          </Badge>
        </HStack>
      </HStack>
      <ProgressBar.Root
        value={Math.min(100, capacity.percent)}
        colorPalette={capacity.status === 'Full' ? 'red' : 'brand'}
        size="sm"
        shape="rounded"
      >
        <ProgressBar.Track aria-label={t('card.capacityOf', { title: group.title })}>
          <ProgressBar.Range />
        </ProgressBar.Track>
      </ProgressBar.Root>
    </CardSection>
  );
}
