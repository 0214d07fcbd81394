// ./chakra-theme.ts holds the part of Chakra's default theme the suite uses, as its own data (so
// Chakra's theme module, which builds every token into its default config, stays out of the
// bundle). What it keeps must be Chakra's to the letter, so a Chakra upgrade that changes a value
// fails here instead of drifting; what it leaves out is listed, so nothing else goes missing.
import * as chakra from '@chakra-ui/react/theme';
import { chakraTheme } from '../chakra-theme';

const theme = chakraTheme.theme!;
const tokens = theme.tokens as Record<string, Record<string, unknown>>;
const chakraTokens = chakra.tokens as Record<string, Record<string, unknown>>;

/** Chakra's `table` without the keys `left`, in Chakra's order. */
function without(table: object, left: string[]) {
  return Object.fromEntries(Object.entries(table).filter(([key]) => !left.includes(key)));
}

describe("the suite's copy of Chakra's theme", () => {
  test("keeps Chakra's global CSS, breakpoints and CSS variable names", () => {
    expect(chakraTheme.globalCss).toEqual(chakra.globalCss);
    expect(theme.breakpoints).toEqual(chakra.breakpoints);
    expect(chakraTheme.cssVarsPrefix).toBe(chakra.cssVarsPrefix);
    expect(chakraTheme.cssVarsRoot).toBe(chakra.cssVarsRoot);
    expect(chakraTheme.preflight).toBe(true);
  });

  test("keeps every token group of Chakra's, with its values", () => {
    expect(Object.keys(tokens)).toEqual(Object.keys(chakraTokens));
    for (const group of Object.keys(chakraTokens)) {
      if (group === 'colors' || group === 'animations') continue;
      expect([group, tokens[group]]).toEqual([group, chakraTokens[group]]);
    }
  });

  test('leaves out only the palettes and animations no screen uses', () => {
    expect(tokens.colors).toEqual(without(chakraTokens.colors!, ['cyan', 'whiteAlpha']));
    expect(tokens.animations).toEqual(
      without(chakraTokens.animations!, ['ping', 'pulse', 'bounce']),
    );
  });

  test("builds each palette's semantic tokens as Chakra has them", () => {
    const semantic = theme.semanticTokens!;
    const chakraSemantic = chakra.semanticTokens;
    expect(semantic.colors).toEqual(without(chakraSemantic.colors!, ['cyan']));
    // In Chakra's order, so the CSS variables come out in the same order too.
    expect(Object.keys(semantic.colors!)).toEqual(
      Object.keys(without(chakraSemantic.colors!, ['cyan'])),
    );
    expect(semantic.shadows).toEqual(chakraSemantic.shadows);
    expect(semantic.radii).toEqual(chakraSemantic.radii);
  });

  test('leaves out the keyframes and styles nothing uses, and keeps the rest as they are', () => {
    expect(theme.keyframes).toEqual(
      without(chakra.keyframes, [
        'pulse',
        'ping',
        'bounce',
        'circular-progress',
        'expand-height',
        'collapse-height',
        'expand-width',
        'collapse-width',
        'marqueeX',
        'marqueeY',
      ]),
    );
    expect(theme.animationStyles).toEqual(
      without(chakra.animationStyles, ['scale-fade-in', 'scale-fade-out']),
    );
    expect(theme.layerStyles).toEqual(
      without(chakra.layerStyles, [
        'fill.muted',
        'fill.subtle',
        'fill.surface',
        'fill.solid',
        'outline.subtle',
        'outline.solid',
        'indicator.top',
        'indicator.start',
        'none',
      ]),
    );
    expect(theme.textStyles).toEqual(without(chakra.textStyles, ['none', 'label']));
  });
});
