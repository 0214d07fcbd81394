// A card's additional info: when the group was created and last updated.
import { formatShortDate } from 'shared-domain';
import { CARD_TEXT } from '../messages';
import type { DisplayGroup } from '../model/display-group';
import { CardSection, InfoLine } from './CardSection';

export function AdditionalInfo({ group }: { group: DisplayGroup }) {
  return (
    <CardSection title={CARD_TEXT.additionalInfo}>
      <InfoLine label={CARD_TEXT.created}>
        {formatShortDate(group.additionalInfo.createdAt)}
      </InfoLine>
      <InfoLine label={CARD_TEXT.lastUpdated}>
        {formatShortDate(group.additionalInfo.updatedAt)}
      </InfoLine>
    </CardSection>
  );
}
