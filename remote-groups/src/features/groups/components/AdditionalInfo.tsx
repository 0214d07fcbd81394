// A card's additional info: when the group was created and last updated.
import { formatShortDate } from 'shared-domain';
import type { DisplayGroup } from '../model/display-group';
import { CardSection, InfoLine } from './CardSection';

export function AdditionalInfo({ group }: { group: DisplayGroup }) {
  return (
    <CardSection title="Additional Info">
      <InfoLine label="Created">{formatShortDate(group.additionalInfo.createdAt)}</InfoLine>
      <InfoLine label="Last Updated">{formatShortDate(group.additionalInfo.updatedAt)}</InfoLine>
    </CardSection>
  );
}
