// A card's staff info: who teaches, supervises and manages the group.
import { CARD_TEXT, GROUPS_TEXT } from '../messages';
import type { DisplayGroup } from '../model/display-group';
import { CardSection, InfoLine } from './CardSection';

export function StaffSection({ group }: { group: DisplayGroup }) {
  const { staffInfo } = group;
  return (
    <CardSection title={CARD_TEXT.staff}>
      <InfoLine label={CARD_TEXT.instructor}>
        {staffInfo.instructor ?? GROUPS_TEXT.notAssigned}
      </InfoLine>
      <InfoLine label={CARD_TEXT.supervisor}>
        {staffInfo.supervisor ?? GROUPS_TEXT.notAssigned}
      </InfoLine>
      <InfoLine label={CARD_TEXT.accountManager}>
        {staffInfo.accountManager ?? GROUPS_TEXT.notAssigned}
      </InfoLine>
    </CardSection>
  );
}
