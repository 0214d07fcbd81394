// The colour of each level class on the schedule (spec section 2 leaves the mapping open): one
// Chakra palette per class, so the cells and the Level Guide agree.
import { LEVEL_GUIDE, levelClass, type LevelClass } from 'shared-domain';

export const LEVEL_PALETTES: Record<LevelClass, string> = {
  aces: 'orange',
  foundation: 'green',
  L: 'blue',
  LC: 'purple',
  unknown: 'gray',
};

export function levelPalette(level: number): string {
  return LEVEL_PALETTES[levelClass(level)];
}

const GUIDE_CLASSES: Record<(typeof LEVEL_GUIDE)[number], LevelClass> = {
  'Zero/Beginner': 'foundation',
  'L1-L6': 'L',
  'LC1-LC6': 'LC',
};

/** The Level Guide's entries in the spec's order, each with its class's palette. */
export const LEVEL_GUIDE_ENTRIES = LEVEL_GUIDE.map((label) => ({
  label,
  palette: LEVEL_PALETTES[GUIDE_CLASSES[label]],
}));
