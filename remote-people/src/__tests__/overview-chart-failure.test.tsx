// The Overview's charts' chunk cannot be fetched (issue 11): each chart's place says so, the cards
// stay, and Retry fetches it again. A file of its own: a module fetched once stays fetched.
import { screen, within } from '@testing-library/react';
import { makeStaffUser, renderScreen, signIn, setupFakeApi } from 'test-support';
import Overview from '../exposes/Overview';
import { CHART_TEXT } from '../features/overview/components/ChartCard';
import { CHART_TITLES } from '../features/overview/charts/overview-charts';
import { makeOverview } from './support/overview-fixtures';

// What the page held when the chart's module was asked for (its chunk, in the browser).
const mockRequests: { cards: number; placeholders: number }[] = [];
let mockFailures = 0;

jest.mock('../features/overview/charts/FigureChart', () => {
  const testing =
    jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  mockRequests.push({
    cards: testing.screen.queryAllByRole('region', { name: 'Total Students' }).length,
    placeholders: testing.screen.queryAllByTestId('chart-loading').length,
  });
  if (mockFailures > 0) {
    mockFailures -= 1;
    throw new Error('Loading chunk 477 failed.');
  }
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    FigureChart: ({ figures }: { figures: { title: string } }) =>
      createElement('p', null, `Chart of ${figures.title}`),
  };
});

const api = setupFakeApi();

async function openOverview() {
  api.on('GET', '/api/overview/', { status: 200, body: makeOverview() });
  signIn(makeStaffUser());
  const view = await renderScreen(<Overview />, { apiUrl: api.url });
  await screen.findByRole('region', { name: 'Total Students' });
  return view;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('says when the charts cannot be fetched, and Retry fetches them again', async () => {
  mockFailures = 1;
  const { user } = await openOverview();
  const chart = screen.getByRole('region', { name: CHART_TITLES.scores });

  expect(await within(chart).findByRole('alert')).toHaveTextContent(CHART_TEXT.failed);
  expect(mockRequests[0]).toEqual({ cards: 1, placeholders: 4 });
  expect(screen.getByRole('region', { name: 'Total Students' })).toBeVisible();

  await user.click(within(chart).getByRole('button', { name: CHART_TEXT.retry }));

  expect(await within(chart).findByText(`Chart of ${CHART_TITLES.scores}`)).toBeVisible();
  expect(within(chart).queryByRole('alert')).not.toBeInTheDocument();
});
