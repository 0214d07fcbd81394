// The Overview's charts' chunk cannot be fetched: each chart's place says so, the cards
// stay, and Retry fetches it again. A file of its own: a module fetched once stays fetched.
import { screen, within } from '@testing-library/react';
import { setupFakeApi } from 'test-support';
import { CHART_TEXT } from '../features/overview/components/ChartCard';
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

it('says when the charts cannot be fetched, and Retry fetches them again', async () => {
  chartChunk.failures = 1;
  const { user } = await openOverview(api);
  const chart = screen.getByRole('region', { name: CHART_TITLES.scores });

  expect(await within(chart).findByRole('alert')).toHaveTextContent(CHART_TEXT.failed);
  expect(chartChunk.requests[0]).toEqual({ cards: 1, placeholders: 4 });
  expect(screen.getByRole('region', { name: 'Total Students' })).toBeVisible();

  await user.click(within(chart).getByRole('button', { name: CHART_TEXT.retry }));

  expect(await within(chart).findByText(`Chart of ${CHART_TITLES.scores}`)).toBeVisible();
  expect(within(chart).queryByRole('alert')).not.toBeInTheDocument();
});
