// The Import screen's dry-run chunk cannot be fetched: the screen says so where the results go,
// and Retry fetches it again. A file of its own: a module fetched once stays fetched.
import { screen, within } from '@testing-library/react';
import type { ImportSummary } from 'shared-domain';
import { page } from 'shared-domain/factory';
import { renderRoute, setupFakeApi, signIn } from 'test-support';
import Imports from '../exposes/Imports';
import manifest from '../routes.json';
import { OPS } from './support/people-fixtures';

// Every fetch fails (the hover's preload too) until the network is back.
const mockChunk = { down: true };
jest.mock('../features/imports/components/DryRunSection', () => {
  if (mockChunk.down) throw new Error('Loading chunk 2092 failed.');
  return jest.requireActual('../features/imports/components/DryRunSection');
});

const api = setupFakeApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const checked: ImportSummary = {
  id: 7,
  kind: 'students',
  file_name: 'students.csv',
  format: 'csv',
  encoding: 'utf-8',
  sheet: null,
  status: 'checked',
  rows_read: 1,
  counts: { create: 1, update: 0, unchanged: 0, refused: 0 },
  written: { created: 0, updated: 0 },
  error: null,
  created_at: '2026-11-29T03:00:00Z',
  committed_at: null,
};

it('says when the dry run cannot be shown, and Retry fetches it again', async () => {
  api.on('POST', '/api/imports/', { status: 202, body: checked });
  api.on('GET', '/api/imports/7/', { status: 200, body: checked });
  api.on('GET', '/api/imports/7/rows/', {
    status: 200,
    body: page([
      {
        id: 2,
        row: 2,
        outcome: 'create',
        email: 'mona@example.com',
        username: 'mona',
        full_name: 'Mona Adel Saleh',
        errors: {},
      },
    ]),
  });
  signIn(OPS);
  const { user } = await renderRoute(manifest, 'imports', <Imports />, {
    apiUrl: api.url,
    path: '/imports?kind=students',
  });
  const file = new File(['email\nmona@example.com\n'], 'students.csv', { type: 'text/csv' });
  await user.upload(await screen.findByLabelText('CSV or Excel file'), file);
  await user.click(screen.getByRole('button', { name: 'Run the dry run' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'The dry run could not be shown. Check your connection and try again.',
  );
  expect(screen.queryByRole('table', { name: 'Rows of the file' })).not.toBeInTheDocument();

  mockChunk.down = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  const rows = await screen.findByRole('table', { name: 'Rows of the file' });
  expect(await within(rows).findByText('Mona Adel Saleh · mona@example.com')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
