// The Import screen's dry-run chunk cannot be fetched: the screen says so where the results go,
// and Retry fetches it again. A file of its own: a module fetched once stays fetched.
import { screen, within } from '@testing-library/react';
import { page } from 'shared-domain/factory';
import { setupFakeApi } from 'test-support';
import { IMPORT_ROWS, csvFile, importSummary, openImport } from './support/import-fixtures';

// Every fetch fails (the hover's preload too) until the network is back.
const mockChunk = { down: true };
jest.mock('../features/imports/components/DryRunSection', () => {
  if (mockChunk.down) throw new Error('Loading chunk 2092 failed.');
  return jest.requireActual('../features/imports/components/DryRunSection');
});

const api = setupFakeApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('says when the dry run cannot be shown, and Retry fetches it again', async () => {
  const checked = importSummary();
  api.on('POST', '/api/imports/', { status: 202, body: checked });
  api.on('GET', '/api/imports/7/', { status: 200, body: checked });
  api.on('GET', '/api/imports/7/rows/', { status: 200, body: page(IMPORT_ROWS) });
  const { user } = await openImport(api);
  await user.upload(screen.getByLabelText('CSV or Excel file'), csvFile());
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
