// The 'Level Guide' legend: each level class with the colour its classes have in the table.
import { levelGuideLabel } from 'shared-domain';
import { Badge, Box, Heading, HStack } from 'shared-ui';
import { LEVEL_GUIDE_ENTRIES } from '../model/level-colours';
import { SCHEDULE_TEXT } from '../messages';

export function LevelGuide() {
  return (
    <Box as="section" aria-labelledby="schedule-level-guide" flex="1">
      <Heading as="h2" size="md" id="schedule-level-guide" mb="3">
        {SCHEDULE_TEXT.levelGuide}
      </Heading>
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
        {LEVEL_GUIDE_ENTRIES.map(({ label, palette }) => (
          <Box as="li" key={label}>
            <Badge colorPalette={palette} data-palette={palette} variant="subtle" size="lg">
              {levelGuideLabel(label)}
            </Badge>
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
