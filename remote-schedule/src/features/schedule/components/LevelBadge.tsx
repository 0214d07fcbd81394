// One class in a schedule cell: level 0 is the 'ACES' badge, any other level its label in the
// colour of its level class.
import { ACES_LABEL, ACES_LEVEL, levelLabel } from 'shared-domain';
import { Badge } from 'shared-ui';
import { LEVEL_PALETTES, levelPalette } from '../model/level-colours';

export function LevelBadge({ level }: { level: number }) {
  if (level === ACES_LEVEL) {
    return (
      <Badge colorPalette={LEVEL_PALETTES.aces} data-palette={LEVEL_PALETTES.aces} variant="solid">
        {ACES_LABEL}
      </Badge>
    );
  }
  const palette = levelPalette(level);
  return (
    <Badge colorPalette={palette} data-palette={palette} variant="subtle" fontWeight="semibold">
      {levelLabel(level)}
    </Badge>
  );
}
