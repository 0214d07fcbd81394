// Server-side search and numbered paging of the calls list (spec sections 2, 7 and 9): the
// debounced term sent from page 1, 'Found N ...', ellipses past seven pages, and 'Clear search'.
import { screen, within } from '@testing-library/react';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
import { listQueries, manyCalls, serveCalls, userInRole } from './support/calls-fixtures';

const api = setupFakeApi();

async function openCalls() {
  signIn(userInRole('operations_manager'));
  return renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
}

it('searches on the server after typing pauses, from page 1, and says how many matched', async () => {
  const calls = manyCalls(25);
  serveCalls(api, () => calls);
  const { user } = await openCalls();
  await screen.findByRole('article', { name: 'Caller 1' });

  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  await screen.findByRole('article', { name: 'Caller 21' });
  await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'Caller 2');

  expect(await screen.findByText('Found 7 calls matching "Caller 2"')).toBeVisible();
  // One request for the whole term, debounced, back on page 1.
  expect(listQueries(api)).toEqual([
    { page: '1', limit: '10', search: '' },
    { page: '3', limit: '10', search: '' },
    { page: '1', limit: '10', search: 'Caller 2' },
  ]);
  expect(screen.getAllByRole('article')).toHaveLength(7);
});

it('pages with numbered buttons and ellipses past seven pages', async () => {
  const calls = manyCalls(95);
  serveCalls(api, () => calls);
  const { user } = await openCalls();
  await screen.findByRole('article', { name: 'Caller 1' });

  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  const numbers = within(pager)
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);
  expect(numbers).toEqual(['1', '2', '3', '4', '5', '10']);
  expect(within(pager).getByText('…')).toBeInTheDocument();

  await user.click(within(pager).getByRole('button', { name: 'Page 10' }));
  expect(await screen.findByRole('article', { name: 'Caller 91' })).toBeVisible();
  expect(screen.getByText('Showing 91 to 95 of 95 results')).toBeVisible();
  expect(listQueries(api).at(-1)).toEqual({ page: '10', limit: '10', search: '' });
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('article', { name: 'Caller 81' })).toBeVisible();
});

it('offers Clear search when nothing matches, which lists every call again', async () => {
  const calls = manyCalls(3);
  serveCalls(api, () => calls);
  const { user } = await openCalls();
  await screen.findByRole('article', { name: 'Caller 1' });

  const search = screen.getByRole('searchbox', { name: 'Search calls' });
  await user.type(search, 'nobody');
  expect(await screen.findByRole('heading', { name: 'No calls found' })).toBeVisible();
  expect(screen.getByText('No calls match "nobody". Try another search.')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(await screen.findByRole('article', { name: 'Caller 3' })).toBeVisible();
  expect(screen.getByRole('searchbox', { name: 'Search calls' })).toHaveValue('');
  // The unsearched first page is still fresh in the cache: it shows without a second request.
  expect(listQueries(api)).toEqual([
    { page: '1', limit: '10', search: '' },
    { page: '1', limit: '10', search: 'nobody' },
  ]);
});
