// Chart colours drawn from the suite's Chakra theme tokens, so the charts match the rest of the UI
// (chart.js paints on a canvas and needs plain colour values, not CSS variables).
import { system } from 'shared-ui';

function color(token: string): string {
  return String(system.token(`colors.${token}`, '#6366f1'));
}

export const CHART_COLORS = {
  brand: color('brand.500'),
  brandLight: color('brand.300'),
  pass: color('green.500'),
  fail: color('red.500'),
  grid: color('gray.200'),
  text: color('gray.600'),
  /** Low to high: red for weak scores through green for strong ones. */
  scoreScale: [color('red.400'), color('orange.400'), color('blue.400'), color('green.500')],
  /** Barely started, half way, nearly done. */
  completionScale: [color('gray.400'), color('brand.300'), color('brand.600')],
} as const;
