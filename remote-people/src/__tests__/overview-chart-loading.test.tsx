// The Overview's charts are a chunk of their own (issue 11): requested once the cards show, with a
// placeholder in the chart's place meanwhile (a failed fetch: overview-chart-failure.test.tsx).
import { screen, within } from '@testing-library/react';
import { makeStaffUser, renderScreen, signIn, setupFakeApi } from 'test-support';
import Overview from '../exposes/Overview';
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

it('asks for the charts only once the cards show, with each chart loading in its place', async () => {
  await openOverview();

  for (const title of Object.values(CHART_TITLES)) {
    const chart = screen.getByRole('region', { name: title });
    expect(await within(chart).findByText(`Chart of ${title}`)).toBeVisible();
  }
  // The module was asked for after the first render: the four cards and the four placeholders
  // were on the page (none of it is fetched with the screen's code).
  expect(mockRequests[0]).toEqual({ cards: 1, placeholders: 4 });
});
