// A card's schedule info: days, time slot, level and the number of sessions of a level.
import { formatNumber } from 'shared-i18n';
import { CARD_TEXT } from '../messages';
import type { DisplayGroup } from '../model/display-group';
import { CardSection, InfoLine } from './CardSection';

export function ScheduleSection({ group }: { group: DisplayGroup }) {
  const { scheduleInfo } = group;
  return (
    <CardSection title={CARD_TEXT.schedule}>
      <InfoLine label={CARD_TEXT.days}>
        {group.days} ({scheduleInfo.schedule})
      </InfoLine>
      <InfoLine label={CARD_TEXT.time}>{scheduleInfo.timeSlot}</InfoLine>
      <InfoLine label={CARD_TEXT.level}>{scheduleInfo.level}</InfoLine>
      <InfoLine label={CARD_TEXT.sessions}>{formatNumber(scheduleInfo.totalSections)}</InfoLine>
    </CardSection>
  );
}
