// A card's session progress: nine buttons, one per session of the level. A manager's click
// toggles that session's completion (spec section 4); others see the buttons disabled.
import { Button, Text, Wrap } from 'shared-ui';
import { formatNumber } from 'shared-i18n';
import { t } from '../i18n';
import { CARD_TEXT } from '../messages';
import type { DisplayGroup } from '../model/display-group';
import { CardSection } from './CardSection';

interface SessionProgressProps {
  group: DisplayGroup;
  canManage: boolean;
  busy: boolean;
  onToggle: (session: number) => void;
}

export function SessionProgress({ group, canManage, busy, onToggle }: SessionProgressProps) {
  const { sessionCompletion, totalSessions } = group.sessionProgress;
  const done = sessionCompletion.filter(Boolean).length;
  return (
    <CardSection title={CARD_TEXT.sessionProgress}>
      <Text fontSize="sm" mb="2">
        {t('card.sessionsCompleted', { done: formatNumber(done), total: totalSessions })}
      </Text>
      <Wrap gap="1.5">
        {sessionCompletion.map((completed, index) => (
          <Button
            key={index}
            size="xs"
            minW="8"
            variant={completed ? 'solid' : 'outline'}
            colorPalette={completed ? 'green' : 'gray'}
            aria-pressed={completed}
            aria-label={t('card.session', { number: formatNumber(index + 1) })}
            disabled={!canManage || busy}
            onClick={() => onToggle(index + 1)}
          >
            {formatNumber(index + 1)}
          </Button>
        ))}
      </Wrap>
    </CardSection>
  );
}
