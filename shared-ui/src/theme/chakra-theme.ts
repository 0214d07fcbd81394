// Chakra's default theme (its `defaultThemeConfig`, @chakra-ui/react 3.37), without its recipes,
// as the suite's own data, and only what the suite draws (issue 11). Chakra's theme module builds
// its default config from every token module as it loads, so a system taking anything of it
// (`tokens`, `keyframes`...) carried all of Chakra's theme on every page; shared-ui imports only
// Chakra's recipes from it (./system.ts, the families), which the build takes one by one, and its
// theme from here. Left out (./__tests__/chakra-theme.test.ts checks the rest equals Chakra's):
// - the palettes no screen uses: cyan and whiteAlpha (their scales and semantic tokens);
// - the keyframes and animation tokens nothing runs (ping, pulse, bounce, marquee, collapse and
//   expand, circular-progress), the animation styles `scale-fade-*`, the layer styles `fill.*`,
//   `outline.*`, `indicator.top`/`indicator.start` and `none`, the text styles `none` and `label`.
// A palette's eight semantic tokens (`colorPalette.solid`...) are built by `paletteTokens` from
// Chakra's pattern (orange and yellow differ in a few; gray in most, so it is written out).
// ./__tests__/theme-usage.test.ts fails when a source of an app or of shared-ui, or a recipe,
// uses a palette, colour token, keyframe or style this theme does not define: add it back here
// (from Chakra's dist/esm/theme) rather than leaving it unstyled.
import { defineConfig } from '@chakra-ui/react';

const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' };

const globalCss = {
  '*': {
    fontFeatureSettings: '"cv11"',
    '--ring-inset': 'var(--chakra-empty, )',
    '--ring-offset-width': '0px',
    '--ring-offset-color': '#fff',
    '--ring-color': 'rgba(66, 153, 225, 0.6)',
    '--ring-offset-shadow': '0 0 #0000',
    '--ring-shadow': '0 0 #0000',
    '--brightness': 'var(--chakra-empty, )',
    '--contrast': 'var(--chakra-empty, )',
    '--grayscale': 'var(--chakra-empty, )',
    '--hue-rotate': 'var(--chakra-empty, )',
    '--invert': 'var(--chakra-empty, )',
    '--saturate': 'var(--chakra-empty, )',
    '--sepia': 'var(--chakra-empty, )',
    '--drop-shadow': 'var(--chakra-empty, )',
    '--backdrop-blur': 'var(--chakra-empty, )',
    '--backdrop-brightness': 'var(--chakra-empty, )',
    '--backdrop-contrast': 'var(--chakra-empty, )',
    '--backdrop-grayscale': 'var(--chakra-empty, )',
    '--backdrop-hue-rotate': 'var(--chakra-empty, )',
    '--backdrop-invert': 'var(--chakra-empty, )',
    '--backdrop-opacity': 'var(--chakra-empty, )',
    '--backdrop-saturate': 'var(--chakra-empty, )',
    '--backdrop-sepia': 'var(--chakra-empty, )',
    '--global-font-mono': 'fonts.mono',
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
  },
  html: { color: 'fg', bg: 'bg', lineHeight: '1.5', colorPalette: 'gray' },
  '*::placeholder, *[data-placeholder]': { color: 'fg.muted/80' },
  '*::selection': { bg: 'colorPalette.emphasized/80' },
};

type Value = string | number;

/** Tokens from their values: `{ sm: '4px' }` is `{ sm: { value: '4px' } }`. */
function values<T extends Record<string, Value>>(table: T) {
  return Object.fromEntries(Object.entries(table).map(([name, value]) => [name, { value }])) as {
    [K in keyof T]: { value: T[K] };
  };
}

const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

/** A colour scale from its eleven shades, 50 to 950. */
function scale(colours: string[]) {
  return Object.fromEntries(SHADES.map((shade, at) => [shade, { value: colours[at]! }]));
}

/** A semantic colour, one token in the light mode and one in the dark: `mode('gray.50', 'black')`. */
function mode(light: string, dark: string) {
  return { value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } };
}

const spacing = values({
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  7: '1.75rem',
  8: '2rem',
  9: '2.25rem',
  10: '2.5rem',
  11: '2.75rem',
  12: '3rem',
  14: '3.5rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
  28: '7rem',
  32: '8rem',
  36: '9rem',
  40: '10rem',
  44: '11rem',
  48: '12rem',
  52: '13rem',
  56: '14rem',
  60: '15rem',
  64: '16rem',
  72: '18rem',
  80: '20rem',
  96: '24rem',
  '0.5': '0.125rem',
  '1.5': '0.375rem',
  '2.5': '0.625rem',
  '3.5': '0.875rem',
  '4.5': '1.125rem',
});

const tokens = {
  aspectRatios: values({
    square: '1 / 1',
    landscape: '4 / 3',
    portrait: '3 / 4',
    wide: '16 / 9',
    ultrawide: '18 / 5',
    golden: '1.618 / 1',
  }),
  animations: values({ spin: 'spin 1s linear infinite' }),
  blurs: values({
    none: ' ',
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    '2xl': '24px',
    '3xl': '40px',
    '4xl': '64px',
  }),
  borders: values({
    xs: '0.5px solid',
    sm: '1px solid',
    md: '2px solid',
    lg: '4px solid',
    xl: '8px solid',
  }),
  colors: {
    ...values({
      transparent: 'transparent',
      current: 'currentColor',
      black: '#09090B',
      white: '#FFFFFF',
    }),
    blackAlpha: scale([
      'rgba(0, 0, 0, 0.04)',
      'rgba(0, 0, 0, 0.06)',
      'rgba(0, 0, 0, 0.08)',
      'rgba(0, 0, 0, 0.16)',
      'rgba(0, 0, 0, 0.24)',
      'rgba(0, 0, 0, 0.36)',
      'rgba(0, 0, 0, 0.48)',
      'rgba(0, 0, 0, 0.64)',
      'rgba(0, 0, 0, 0.80)',
      'rgba(0, 0, 0, 0.92)',
      'rgba(0, 0, 0, 0.95)',
    ]),
    gray: scale([
      '#fafafa',
      '#f4f4f5',
      '#e4e4e7',
      '#d4d4d8',
      '#a1a1aa',
      '#71717a',
      '#52525b',
      '#3f3f46',
      '#27272a',
      '#18181b',
      '#111111',
    ]),
    red: scale([
      '#fef2f2',
      '#fee2e2',
      '#fecaca',
      '#fca5a5',
      '#f87171',
      '#ef4444',
      '#dc2626',
      '#991919',
      '#511111',
      '#300c0c',
      '#1f0808',
    ]),
    orange: scale([
      '#fff7ed',
      '#ffedd5',
      '#fed7aa',
      '#fdba74',
      '#fb923c',
      '#f97316',
      '#ea580c',
      '#92310a',
      '#6c2710',
      '#3b1106',
      '#220a04',
    ]),
    yellow: scale([
      '#fefce8',
      '#fef9c3',
      '#fef08a',
      '#fde047',
      '#facc15',
      '#eab308',
      '#ca8a04',
      '#845209',
      '#713f12',
      '#422006',
      '#281304',
    ]),
    green: scale([
      '#f0fdf4',
      '#dcfce7',
      '#bbf7d0',
      '#86efac',
      '#4ade80',
      '#22c55e',
      '#16a34a',
      '#116932',
      '#124a28',
      '#042713',
      '#03190c',
    ]),
    teal: scale([
      '#f0fdfa',
      '#ccfbf1',
      '#99f6e4',
      '#5eead4',
      '#2dd4bf',
      '#14b8a6',
      '#0d9488',
      '#0c5d56',
      '#114240',
      '#032726',
      '#021716',
    ]),
    blue: scale([
      '#eff6ff',
      '#dbeafe',
      '#bfdbfe',
      '#a3cfff',
      '#60a5fa',
      '#3b82f6',
      '#2563eb',
      '#173da6',
      '#1a3478',
      '#14204a',
      '#0c142e',
    ]),
    purple: scale([
      '#faf5ff',
      '#f3e8ff',
      '#e9d5ff',
      '#d8b4fe',
      '#c084fc',
      '#a855f7',
      '#9333ea',
      '#641ba3',
      '#4a1772',
      '#2f0553',
      '#1a032e',
    ]),
    pink: scale([
      '#fdf2f8',
      '#fce7f3',
      '#fbcfe8',
      '#f9a8d4',
      '#f472b6',
      '#ec4899',
      '#db2777',
      '#a41752',
      '#6d0e34',
      '#45061f',
      '#2c0514',
    ]),
  },
  durations: values({
    fastest: '50ms',
    faster: '100ms',
    fast: '150ms',
    moderate: '200ms',
    slow: '300ms',
    slower: '400ms',
    slowest: '500ms',
  }),
  easings: values({
    'ease-in': 'cubic-bezier(0.42, 0, 1, 1)',
    'ease-out': 'cubic-bezier(0, 0, 0.58, 1)',
    'ease-in-out': 'cubic-bezier(0.42, 0, 0.58, 1)',
    'ease-in-smooth': 'cubic-bezier(0.32, 0.72, 0, 1)',
  }),
  fonts: values({
    heading:
      'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"',
    body: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"',
    mono: 'SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace',
  }),
  fontSizes: values({
    '2xs': '0.625rem',
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
    '7xl': '4.5rem',
    '8xl': '6rem',
    '9xl': '8rem',
  }),
  fontWeights: values({
    thin: '100',
    extralight: '200',
    light: '300',
    normal: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
    extrabold: '800',
    black: '900',
  }),
  letterSpacings: values({
    tighter: '-0.05em',
    tight: '-0.025em',
    wide: '0.025em',
    wider: '0.05em',
    widest: '0.1em',
  }),
  lineHeights: values({ shorter: 1.25, short: 1.375, moderate: 1.5, tall: 1.625, taller: 2 }),
  radii: values({
    none: '0',
    '2xs': '0.0625rem',
    xs: '0.125rem',
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.5rem',
    xl: '0.75rem',
    '2xl': '1rem',
    '3xl': '1.5rem',
    '4xl': '2rem',
    full: '9999px',
  }),
  spacing,
  // Chakra's sizes: the large ones, the spacing, fractions and named sizes.
  sizes: {
    ...values({
      '3xs': '14rem',
      '2xs': '16rem',
      xs: '20rem',
      sm: '24rem',
      md: '28rem',
      lg: '32rem',
      xl: '36rem',
      '2xl': '42rem',
      '3xl': '48rem',
      '4xl': '56rem',
      '5xl': '64rem',
      '6xl': '72rem',
      '7xl': '80rem',
      '8xl': '90rem',
    }),
    ...spacing,
    ...values({
      '1/2': '50%',
      '1/3': '33.333333%',
      '2/3': '66.666667%',
      '1/4': '25%',
      '3/4': '75%',
      '1/5': '20%',
      '2/5': '40%',
      '3/5': '60%',
      '4/5': '80%',
      '1/6': '16.666667%',
      '2/6': '33.333333%',
      '3/6': '50%',
      '4/6': '66.666667%',
      '5/6': '83.333333%',
      '1/12': '8.333333%',
      '2/12': '16.666667%',
      '3/12': '25%',
      '4/12': '33.333333%',
      '5/12': '41.666667%',
      '6/12': '50%',
      '7/12': '58.333333%',
      '8/12': '66.666667%',
      '9/12': '75%',
      '10/12': '83.333333%',
      '11/12': '91.666667%',
      max: 'max-content',
      min: 'min-content',
      fit: 'fit-content',
      prose: '60ch',
      full: '100%',
      dvh: '100dvh',
      svh: '100svh',
      lvh: '100lvh',
      dvw: '100dvw',
      svw: '100svw',
      lvw: '100lvw',
      vw: '100vw',
      vh: '100vh',
    }),
  },
  zIndex: values({
    hide: -1,
    base: 0,
    docked: 10,
    dropdown: 1000,
    sticky: 1100,
    banner: 1200,
    overlay: 1300,
    modal: 1400,
    popover: 1500,
    skipNav: 1600,
    toast: 1700,
    tooltip: 1800,
    max: 2147483647,
  }),
  cursor: values({
    button: 'pointer',
    checkbox: 'default',
    disabled: 'not-allowed',
    menuitem: 'default',
    option: 'default',
    radio: 'default',
    slider: 'default',
    switch: 'pointer',
  }),
};

// The semantic colours Chakra writes out: bg, fg, border, and gray, which follows no pattern.
const fixedSemanticColors = {
  bg: {
    DEFAULT: mode('white', 'black'),
    subtle: mode('gray.50', 'gray.950'),
    muted: mode('gray.100', 'gray.900'),
    emphasized: mode('gray.200', 'gray.800'),
    inverted: mode('black', 'white'),
    panel: mode('white', 'gray.950'),
    error: mode('red.50', 'red.950'),
    warning: mode('orange.50', 'orange.950'),
    success: mode('green.50', 'green.950'),
    info: mode('blue.50', 'blue.950'),
  },
  fg: {
    DEFAULT: mode('black', 'gray.50'),
    muted: mode('gray.600', 'gray.400'),
    subtle: mode('gray.400', 'gray.500'),
    inverted: mode('gray.50', 'black'),
    error: mode('red.500', 'red.400'),
    warning: mode('orange.600', 'orange.300'),
    success: mode('green.600', 'green.300'),
    info: mode('blue.600', 'blue.300'),
  },
  border: {
    DEFAULT: mode('gray.200', 'gray.800'),
    muted: mode('gray.100', 'gray.900'),
    subtle: mode('gray.50', 'gray.950'),
    emphasized: mode('gray.300', 'gray.700'),
    inverted: mode('gray.800', 'gray.200'),
    error: mode('red.500', 'red.400'),
    warning: mode('orange.500', 'orange.400'),
    success: mode('green.500', 'green.400'),
    info: mode('blue.500', 'blue.400'),
  },
  gray: {
    contrast: mode('white', 'black'),
    fg: mode('gray.800', 'gray.200'),
    subtle: mode('gray.100', 'gray.900'),
    muted: mode('gray.200', 'gray.800'),
    emphasized: mode('gray.300', 'gray.700'),
    solid: mode('gray.900', 'white'),
    focusRing: mode('gray.400', 'gray.400'),
    border: mode('gray.200', 'gray.800'),
  },
};

const semanticShadows = {
  xs: {
    value: {
      _light: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}',
      _dark: '0px 1px 1px {black/64}, 0px 0px 1px inset {colors.gray.300/20}',
    },
  },
  sm: {
    value: {
      _light: '0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 2px 4px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  md: {
    value: {
      _light: '0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 4px 8px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  lg: {
    value: {
      _light: '0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 8px 16px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  xl: {
    value: {
      _light: '0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 16px 24px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  '2xl': {
    value: {
      _light: '0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 24px 40px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  inner: { value: { _light: 'inset 0 2px 4px 0 {black/5}', _dark: 'inset 0 2px 4px 0 black' } },
  inset: {
    value: { _light: 'inset 0 0 0 1px {black/5}', _dark: 'inset 0 0 0 1px {colors.gray.300/5}' },
  },
};

const semanticRadii = {
  l1: { value: '{radii.xs}' },
  l2: { value: '{radii.sm}' },
  l3: { value: '{radii.md}' },
};

const keyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'bg-position': {
    from: { backgroundPosition: 'var(--animate-from, 1rem) 0' },
    to: { backgroundPosition: 'var(--animate-to, 0) 0' },
  },
  position: {
    from: {
      insetInlineStart: 'var(--animate-from-x)',
      insetBlockStart: 'var(--animate-from-y)',
    },
    to: { insetInlineStart: 'var(--animate-to-x)', insetBlockStart: 'var(--animate-to-y)' },
  },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'slide-from-left-full': { from: { translate: '-100% 0' }, to: { translate: '0 0' } },
  'slide-from-right-full': { from: { translate: '100% 0' }, to: { translate: '0 0' } },
  'slide-from-top-full': { from: { translate: '0 -100%' }, to: { translate: '0 0' } },
  'slide-from-bottom-full': { from: { translate: '0 100%' }, to: { translate: '0 0' } },
  'slide-to-left-full': { from: { translate: '0 0' }, to: { translate: '-100% 0' } },
  'slide-to-right-full': { from: { translate: '0 0' }, to: { translate: '100% 0' } },
  'slide-to-top-full': { from: { translate: '0 0' }, to: { translate: '0 -100%' } },
  'slide-to-bottom-full': { from: { translate: '0 0' }, to: { translate: '0 100%' } },
  'slide-from-top': {
    '0%': { translate: '0 calc(var(--slide-from-top-distance, 0.5rem) * -1)' },
    to: { translate: '0' },
  },
  'slide-from-bottom': {
    '0%': { translate: '0 var(--slide-from-bottom-distance, 0.5rem)' },
    to: { translate: '0' },
  },
  'slide-from-left': {
    '0%': { translate: 'calc(var(--slide-from-left-distance, 0.5rem) * -1) 0' },
    to: { translate: '0' },
  },
  'slide-from-right': {
    '0%': { translate: 'var(--slide-from-right-distance, 0.5rem) 0' },
    to: { translate: '0' },
  },
  'slide-to-top': {
    '0%': { translate: '0' },
    to: { translate: '0 calc(var(--slide-to-top-distance, 0.5rem) * -1)' },
  },
  'slide-to-bottom': {
    '0%': { translate: '0' },
    to: { translate: '0 var(--slide-to-bottom-distance, 0.5rem)' },
  },
  'slide-to-left': {
    '0%': { translate: '0' },
    to: { translate: 'calc(var(--slide-to-left-distance, 0.5rem) * -1) 0' },
  },
  'slide-to-right': {
    '0%': { translate: '0' },
    to: { translate: 'var(--slide-to-right-distance, 0.5rem) 0' },
  },
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'scale-out': { from: { scale: '1' }, to: { scale: '0.95' } },
};

const layerStyles = {
  'indicator.bottom': {
    value: {
      position: 'relative',
      '--indicator-color-fallback': 'colors.colorPalette.solid',
      _before: {
        content: '""',
        position: 'absolute',
        bottom: 'var(--indicator-offset-y, 0)',
        insetInline: 'var(--indicator-offset-x, 0)',
        height: 'var(--indicator-thickness, 2px)',
        background: 'var(--indicator-color, var(--indicator-color-fallback))',
      },
    },
  },
  'indicator.end': {
    value: {
      position: 'relative',
      '--indicator-color-fallback': 'colors.colorPalette.solid',
      _before: {
        content: '""',
        position: 'absolute',
        insetInlineEnd: 'var(--indicator-offset-x, 0)',
        insetBlock: 'var(--indicator-offset-y, 0)',
        width: 'var(--indicator-thickness, 2px)',
        background: 'var(--indicator-color, var(--indicator-color-fallback))',
      },
    },
  },
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
};

const animationStyles = {
  'slide-fade-in': {
    value: {
      transformOrigin: 'var(--transform-origin)',
      '&[data-placement^=top]': { animationName: 'slide-from-bottom, fade-in' },
      '&[data-placement^=bottom]': { animationName: 'slide-from-top, fade-in' },
      '&[data-placement^=left]': { animationName: 'slide-from-right, fade-in' },
      '&[data-placement^=right]': { animationName: 'slide-from-left, fade-in' },
    },
  },
  'slide-fade-out': {
    value: {
      transformOrigin: 'var(--transform-origin)',
      '&[data-placement^=top]': { animationName: 'slide-to-bottom, fade-out' },
      '&[data-placement^=bottom]': { animationName: 'slide-to-top, fade-out' },
      '&[data-placement^=left]': { animationName: 'slide-to-right, fade-out' },
      '&[data-placement^=right]': { animationName: 'slide-to-left, fade-out' },
    },
  },
};

const textStyles = {
  '2xs': { value: { fontSize: '2xs', lineHeight: '0.75rem' } },
  xs: { value: { fontSize: 'xs', lineHeight: '1rem' } },
  sm: { value: { fontSize: 'sm', lineHeight: '1.25rem' } },
  md: { value: { fontSize: 'md', lineHeight: '1.5rem' } },
  lg: { value: { fontSize: 'lg', lineHeight: '1.75rem' } },
  xl: { value: { fontSize: 'xl', lineHeight: '1.875rem' } },
  '2xl': { value: { fontSize: '2xl', lineHeight: '2rem' } },
  '3xl': { value: { fontSize: '3xl', lineHeight: '2.375rem' } },
  '4xl': { value: { fontSize: '4xl', lineHeight: '2.75rem', letterSpacing: '-0.025em' } },
  '5xl': { value: { fontSize: '5xl', lineHeight: '3.75rem', letterSpacing: '-0.025em' } },
  '6xl': { value: { fontSize: '6xl', lineHeight: '4.5rem', letterSpacing: '-0.025em' } },
  '7xl': { value: { fontSize: '7xl', lineHeight: '5.75rem', letterSpacing: '-0.025em' } },
};

/** A palette's semantic tokens, Chakra's [light, dark] shade of each (a string is a colour). */
const PALETTE_SHADES: Record<string, [Value, Value]> = {
  contrast: ['white', 'white'],
  fg: [700, 300],
  subtle: [100, 900],
  muted: [200, 800],
  emphasized: [300, 700],
  solid: [600, 600],
  focusRing: [500, 500],
  border: [500, 400],
};

/** The semantic tokens Chakra gives `palette` (`{colors.red.solid}`...), with its exceptions. */
function paletteTokens(palette: string, exceptions: Record<string, [Value, Value]> = {}) {
  const shade = (value: Value) =>
    typeof value === 'number' ? `{colors.${palette}.${value}}` : value;
  return Object.fromEntries(
    Object.entries({ ...PALETTE_SHADES, ...exceptions }).map(([name, [light, dark]]) => [
      name,
      { value: { _light: shade(light), _dark: shade(dark) } },
    ]),
  );
}

const semanticColors = {
  ...fixedSemanticColors,
  red: paletteTokens('red'),
  orange: paletteTokens('orange', { contrast: ['white', 'black'], solid: [600, 500] }),
  green: paletteTokens('green'),
  blue: paletteTokens('blue'),
  yellow: paletteTokens('yellow', {
    contrast: ['black', 'black'],
    fg: [800, 300],
    solid: [300, 300],
    border: [500, 500],
  }),
  teal: paletteTokens('teal'),
  purple: paletteTokens('purple'),
  pink: paletteTokens('pink'),
};

/** Chakra's default theme, as much of it as the suite uses, without recipes. */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
  },
});
