// The Update Group Level modal's forecast: how many students pass, fail or have no levels left
// if the level is updated now.
import { Text } from 'shared-ui';
import { useLevelPreview } from '../hooks/use-level-preview';
import { levelSummaryText } from '../messages';

export function LevelPreview({ groupId }: { groupId: number }) {
  const preview = useLevelPreview(groupId);
  if (preview.status === 'loading') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Checking the students&apos; scores...
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
    <Text fontSize="sm" role="note" aria-label="Expected outcome">
      Expected outcome by the current scores: {levelSummaryText(preview.summary)}
    </Text>
  );
}
