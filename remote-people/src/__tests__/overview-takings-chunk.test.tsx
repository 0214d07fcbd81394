// The Overview's takings card cannot be fetched: its place says so with Retry, the figures stay,
// and Retry fetches it again. A file of its own: a module fetched once stays fetched.
import { screen, within } from '@testing-library/react';
import { makeOverview, makeStaffUser } from 'shared-domain/factory';
import { renderRoute, setupFakeApi, signIn } from 'test-support';
import Overview from '../exposes/Overview';
import manifest from '../routes.json';

jest.mock('react-chartjs-2', () => jest.requireActual('./support/overview-fixtures').chartsMock);

// Every fetch fails until the network is back.
const mockChunk = { down: true };
jest.mock('../features/overview/components/TakingsDownload', () => {
  if (mockChunk.down) throw new Error('Loading chunk 815 failed.');
  return jest.requireActual('../features/overview/components/TakingsDownload');
});

const api = setupFakeApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('says when the takings card cannot be shown, keeps the figures, and Retry fetches it', async () => {
  api.on('GET', '/api/overview/', { status: 200, body: makeOverview() });
  signIn(makeStaffUser());
  const { user } = await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The takings could not be loaded.');
  expect(screen.queryByRole('region', { name: 'Takings' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();

  mockChunk.down = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  const takings = within(await screen.findByRole('region', { name: 'Takings' }));
  expect(takings.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
