// The previews of this tab (federation/previews.ts), above the header: which remote comes from
// where, with the way back to the deployment's release; and any preview address refused.
import { Box, Button, HStack, Stack, Text } from 'shared-ui';
import { previewState, stopPreview } from '../../federation/previews';
import { t } from '../account/i18n';

export function PreviewBanner() {
  const { active, refused } = previewState();
  if (!active.length && !refused.length) return null;
  return (
    <Stack gap="0">
      {active.map((preview) => (
        <Box key={preview.remote} role="status" bg="orange.subtle" px="4" py="2">
          <HStack justify="space-between" gap="4" wrap="wrap">
            <Text fontSize="sm" color="orange.fg" wordBreak="break-all">
              {t('versions.previewing', { app: `remote-${preview.remote}`, url: preview.url })}
            </Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                stopPreview(preview.remote);
                window.location.reload();
              }}
            >
              {t('versions.stopPreview')}
            </Button>
          </HStack>
        </Box>
      ))}
      {refused.map((preview) => (
        <Box key={preview.remote} role="alert" bg="red.subtle" px="4" py="2">
          <Text fontSize="sm" color="red.fg" wordBreak="break-all">
            {t('versions.refused', { app: `remote-${preview.remote}`, reason: preview.reason })}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
