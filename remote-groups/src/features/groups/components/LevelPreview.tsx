// The Update Group Level modal's forecast: how many students pass, fail or have no levels left
// if the level is updated now.
import { Text } from 'shared-ui';
import { useLevelPreview } from '../hooks/use-level-preview';
import { t } from '../i18n';
import { LEVEL_TEXT, levelSummaryText } from '../messages';

export function LevelPreview({ groupId }: { groupId: number }) {
  const preview = useLevelPreview(groupId);
  if (preview.status === 'loading') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {LEVEL_TEXT.checking}
      </Text>
    );
  }
  if (preview.status === 'error') {
    return (
      <Text fontSize="sm" color="fg.error">
        {preview.message}
      </Text>
    );
  }
  return (
    <Text fontSize="sm" role="note" aria-label={LEVEL_TEXT.expectedOutcome}>
      {t('levelDialog.expectedBy', { summary: levelSummaryText(preview.summary) })}
    </Text>
  );
}
