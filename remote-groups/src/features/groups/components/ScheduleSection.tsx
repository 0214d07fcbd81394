// A card's schedule info: days, time slot, level and the number of sessions of a level.
import type { DisplayGroup } from '../model/display-group';
import { CardSection, InfoLine } from './CardSection';

export function ScheduleSection({ group }: { group: DisplayGroup }) {
  const { scheduleInfo } = group;
  return (
    <CardSection title="Schedule">
      <InfoLine label="Days">
        {group.days} ({scheduleInfo.schedule})
      </InfoLine>
      <InfoLine label="Time">{scheduleInfo.timeSlot}</InfoLine>
      <InfoLine label="Level">{scheduleInfo.level}</InfoLine>
      <InfoLine label="Sessions">{scheduleInfo.totalSections}</InfoLine>
    </CardSection>
  );
}
