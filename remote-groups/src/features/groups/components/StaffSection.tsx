// A card's staff info: who teaches, supervises and manages the group.
import { GROUPS_TEXT } from '../messages';
import type { DisplayGroup } from '../model/display-group';
import { CardSection, InfoLine } from './CardSection';

export function StaffSection({ group }: { group: DisplayGroup }) {
  const { staffInfo } = group;
  return (
    <CardSection title="Staff">
      <InfoLine label="Instructor">{staffInfo.instructor ?? GROUPS_TEXT.notAssigned}</InfoLine>
      <InfoLine label="Supervisor">{staffInfo.supervisor ?? GROUPS_TEXT.notAssigned}</InfoLine>
      <InfoLine label="Account Manager">
        {staffInfo.accountManager ?? GROUPS_TEXT.notAssigned}
      </InfoLine>
    </CardSection>
  );
}
