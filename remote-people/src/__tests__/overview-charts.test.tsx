// The Overview's real chart component (no react-chartjs-2 stand-in): a canvas named by its
// figures, only the chart.js pieces it draws registered, and colours from the theme tokens.
import { render, screen } from '@testing-library/react';
import { Chart } from 'chart.js';
import { UiProvider, system } from 'shared-ui';
import { FigureChart } from '../features/overview/charts/FigureChart';
import { CHART_COLORS } from '../features/overview/charts/palette';
import { overviewCharts } from '../features/overview/charts/overview-charts';
import { makeOverview } from 'shared-domain/factory';

// jsdom has no 2D context; chart.js then reports that it cannot draw and leaves the canvas blank.
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

it.each(overviewCharts(makeOverview()).map((figures) => [figures.title, figures] as const))(
  'draws %s on a canvas whose accessible name reads every figure',
  (_title, figures) => {
    render(
      <UiProvider>
        <FigureChart figures={figures} />
      </UiProvider>,
    );

    const canvas = screen.getByRole('img');
    expect(canvas.tagName).toBe('CANVAS');
    const figuresText = figures.labels.map((label, i) => `${label}: ${figures.values[i]}`);
    expect(canvas).toHaveAccessibleName(
      `${figures.title} (${figures.unit.toLowerCase()}): ${figuresText.join(', ')}`,
    );
  },
);

it('registers bars, arcs, their scales, legend and tooltip, and not the rest of chart.js', () => {
  expect(Chart.registry.getElement('bar')).toBeDefined();
  expect(Chart.registry.getElement('arc')).toBeDefined();
  expect(Chart.registry.getScale('category')).toBeDefined();
  expect(Chart.registry.getScale('linear')).toBeDefined();
  expect(Chart.registry.getPlugin('legend')).toBeDefined();
  expect(Chart.registry.getPlugin('tooltip')).toBeDefined();
  expect(() => Chart.registry.getElement('line')).toThrow();
  expect(() => Chart.registry.getScale('time')).toThrow();
});

it('colours the charts with the values of the Chakra theme tokens', () => {
  expect(CHART_COLORS.brand).toBe(system.token('colors.brand.500'));
  expect(CHART_COLORS.pass).toBe(system.token('colors.green.500'));
  expect(CHART_COLORS.fail).toBe(system.token('colors.red.500'));
  for (const color of [CHART_COLORS.brand, ...CHART_COLORS.scoreScale]) {
    expect(color).toMatch(/^#[0-9a-f]{6}$/i);
  }
});
