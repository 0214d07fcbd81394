// A stand-in for the FigureChart module that notes what the page held when it was asked for and can
// fail its first fetches. jest.mock's factory is hoisted above imports, so it reaches this by require.
import { screen } from '@testing-library/react';
import { makeOverview, makeStaffUser } from 'shared-domain/factory';
import { renderScreen, signIn, type FakeApi } from 'test-support';
import Overview from '../../exposes/Overview';

export const chartChunk = {
  /** What the page held at each request of the module. */
  requests: [] as { cards: number; placeholders: number }[],
  /** How many of the next requests fail, as a chunk that cannot be fetched. */
  failures: 0,
};

/** The module's stand-in: each chart draws its title. */
export function figureChartModule() {
  chartChunk.requests.push({
    cards: screen.queryAllByRole('region', { name: 'Total Students' }).length,
    placeholders: screen.queryAllByTestId('chart-loading').length,
  });
  if (chartChunk.failures > 0) {
    chartChunk.failures -= 1;
    throw new Error('Loading chunk 477 failed.');
  }
  return {
    FigureChart: ({ figures }: { figures: { title: string } }) => (
      <p>{`Chart of ${figures.title}`}</p>
    ),
  };
}

/** The Overview, signed in as staff, once its cards show. */
export async function openOverview(api: FakeApi) {
  api.on('GET', '/api/overview/', { status: 200, body: makeOverview() });
  signIn(makeStaffUser());
  const view = await renderScreen(<Overview />, { apiUrl: api.url });
  await screen.findByRole('region', { name: 'Total Students' });
  return view;
}
