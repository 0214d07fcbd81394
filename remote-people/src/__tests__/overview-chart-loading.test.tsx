// The Overview's charts are a chunk of their own: requested once the cards show, with a
// placeholder in the chart's place meanwhile (a failed fetch: overview-chart-failure.test.tsx).
import { screen, within } from '@testing-library/react';
import { setupFakeApi } from 'test-support';
import { CHART_TITLES } from '../features/overview/charts/overview-charts';
import { chartChunk, openOverview } from './support/chart-chunk';

jest.mock('../features/overview/charts/FigureChart', () =>
  jest
    .requireActual<typeof import('./support/chart-chunk')>('./support/chart-chunk')
    .figureChartModule(),
);

const api = setupFakeApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('asks for the charts only once the cards show, with each chart loading in its place', async () => {
  await openOverview(api);

  for (const title of Object.values(CHART_TITLES)) {
    const chart = screen.getByRole('region', { name: title });
    expect(await within(chart).findByText(`Chart of ${title}`)).toBeVisible();
  }
  // The module was asked for after the first render: the four cards and the four placeholders
  // were on the page (none of it is fetched with the screen's code).
  expect(chartChunk.requests[0]).toEqual({ cards: 1, placeholders: 4 });
});
