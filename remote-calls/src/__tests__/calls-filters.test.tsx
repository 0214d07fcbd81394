// The Calls screen's filters (caller, a range of months) sent to the server and held in the
// address, a shared link opening filtered, and Export of what the search and filters select.
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, setupDownloads, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
import {
  CALLS_PATH,
  listQueries,
  manyCalls,
  serveCalls,
  serveStaff,
  userInRole,
} from './support/calls-fixtures';

const api = setupFakeApi();
const downloads = setupDownloads();

async function openCalls(path = '/calls') {
  signIn(userInRole('operations_manager'));
  const view = await renderScreen(<Calls />, { apiUrl: api.url, path, route: '/calls' });
  await screen.findByRole('article', { name: 'Caller 1' });
  return view;
}

it('filters by caller and months on the server, from page 1, the address holding them', async () => {
  const calls = manyCalls(25);
  serveCalls(api, () => calls);
  serveStaff(api);
  const { user, search } = await openCalls();
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await screen.findByRole('article', { name: 'Caller 11' });

  await user.click(screen.getByRole('combobox', { name: 'Filter by caller' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Filter by caller' }),
    await screen.findByRole('option', { name: 'Laila Nasser' }),
  );
  await user.type(screen.getByRole('spinbutton', { name: 'From (months)' }), '3');
  await user.type(screen.getByRole('spinbutton', { name: 'To (months)' }), '12{Enter}');

  await waitFor(() =>
    expect(listQueries(api).at(-1)).toEqual({
      page: '1',
      limit: '10',
      search: '',
      instructor: '6',
      months_from: '3',
      months_to: '12',
    }),
  );
  expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({
    instructor: '6',
    months_from: '3',
    months_to: '12',
  });
  // Typing sends nothing until the box is left or Enter is pressed.
  expect(listQueries(api).filter((query) => query.months_to === '1')).toEqual([]);
});

it('opens a shared link filtered, a backward range read the right way round', async () => {
  serveCalls(api, () => manyCalls(3));
  await openCalls('/calls?months_from=12&months_to=3&instructor=abc');

  expect(screen.getByRole('spinbutton', { name: 'From (months)' })).toHaveValue(12);
  expect(listQueries(api)).toEqual([
    { page: '1', limit: '10', search: '', months_from: '3', months_to: '12' },
  ]);
});

it('exports the calls the search and filters select', async () => {
  serveCalls(api, () => manyCalls(3));
  api.on('GET', `${CALLS_PATH}export/`, {
    status: 200,
    file: { contentType: 'text/csv', text: 'Call ID\r\n1\r\n' },
  });
  const { user } = await openCalls('/calls?months_from=6');
  await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'Caller 1');
  await screen.findByText('Found 1 call matching "Caller 1"');
  await user.selectOptions(screen.getByRole('combobox', { name: 'File format' }), 'xlsx');

  await user.click(screen.getByRole('button', { name: 'Export' }));

  await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['calls.xlsx']));
  expect(api.calls('GET', `${CALLS_PATH}export/`)[0]?.query).toEqual({
    search: 'Caller 1',
    months_from: '6',
    format: 'xlsx',
  });
});
