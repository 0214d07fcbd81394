// A report's chunk cannot be fetched: the screen says so where the report goes, its tabs and
// filters stay, and Retry fetches it again. A file of its own: a module fetched once stays fetched.
import { screen, within } from '@testing-library/react';
import type { MovementReport, ResultsReport } from 'shared-domain';
import { renderRoute, setupFakeApi, signIn } from 'test-support';
import Reports from '../exposes/Reports';
import manifest from '../routes.json';
import { OPS } from './support/people-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('./support/overview-fixtures').chartsMock);

// Every fetch fails (the tab's preload too) until the network is back.
const mockChunk = { down: true };
jest.mock('../features/reports/components/MovementReport', () => {
  if (mockChunk.down) throw new Error('Loading chunk 4711 failed.');
  return jest.requireActual('../features/reports/components/MovementReport');
});

const api = setupFakeApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const none = { results: 0, passed: 0, failed: 0, pass_rate: null };
const RESULTS: ResultsReport = {
  totals: none,
  score_buckets: { '0-60': 0, '60-70': 0, '70-85': 0, '85-100': 0 },
  by_level: [],
  by_instructor: [],
  by_group: [],
};
const MOVEMENT: MovementReport = {
  months: [{ month: '2026-03', moved_up: 2, repeated: 1, left: 0 }],
  totals: { moved_up: 2, repeated: 1, left: 0 },
};

it('says when a report cannot be shown, keeps the tabs, and Retry fetches it again', async () => {
  api.on('GET', '/api/reports/results/', { status: 200, body: RESULTS });
  api.on('GET', '/api/reports/movement/', { status: 200, body: MOVEMENT });
  signIn(OPS);
  const { user } = await renderRoute(manifest, 'reports', <Reports />, {
    apiUrl: api.url,
    path: '/reports',
  });
  await screen.findByRole('button', { name: 'Movement' });
  await user.click(screen.getByRole('button', { name: 'Movement' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unable to load the report');
  expect(screen.queryByRole('table', { name: 'Movement by month' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Results' })).toBeEnabled();
  expect(screen.getByLabelText('From')).toBeInTheDocument();

  mockChunk.down = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('table', { name: 'Movement by month' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
