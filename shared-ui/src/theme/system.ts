// The suite's one Chakra system: Chakra's default theme with a calm indigo brand, a system font
// stack and slightly rounder controls (colorPalette="brand"). It holds only the core key's recipes;
// each family adds its own (./recipes.ts), and src/__tests__/system.test.tsx checks none is missing.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { attachRecipeTables } from './recipes';
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  defaultThemeConfig,
  separatorRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

// Chakra's theme (tokens, global CSS, styles) without its tables of every recipe.
const chakraTheme = defineConfig({
  ...defaultThemeConfig,
  theme: { ...defaultThemeConfig.theme, recipes: {}, slotRecipes: {} },
});

/** The recipes the core key draws. */
const coreRecipes = defineConfig({
  theme: {
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', sans-serif",
        },
        body: {
          value:
            "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
      radii: {
        l1: { value: '0.25rem' },
        l2: { value: '0.5rem' },
        l3: { value: '0.75rem' },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's error red (red.500) reads 3.8:1 on white, below WCAG AA for the small error
        // texts under fields; red.700 reads 6.5:1.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, coreRecipes, config);
attachRecipeTables(system);
