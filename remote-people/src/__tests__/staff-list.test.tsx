// The Staff List (spec sections 2, 3 and 8): states, columns, search, paging, the filters held in
// the address, and Export.
import { screen, waitFor, within } from '@testing-library/react';
import { makeStaffUser, page } from 'shared-domain/factory';
import {
  UNREACHABLE_API_URL,
  renderRoute,
  setupDownloads,
  setupFakeApi,
  signIn,
} from 'test-support';
import Staff from '../exposes/Staff';
import manifest from '../routes.json';
import { ACCOUNT_MANAGER, INSTRUCTOR, OPS, SUPERVISOR } from './support/people-fixtures';

const USERS = '/api/users/';
const api = setupFakeApi();
const downloads = setupDownloads();

async function openStaff(viewer = OPS, path = '/staff') {
  signIn(viewer);
  const view = await renderRoute(manifest, 'staff', <Staff />, { apiUrl: api.url, path });
  await screen.findByRole('table');
  return view;
}

it('shows a loading state, then the Staff List with its columns and user rows', async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  api.on('GET', USERS, async () => {
    await answered;
    return { status: 200, body: page([OPS, INSTRUCTOR], 2) };
  });
  signIn(OPS);
  await renderRoute(manifest, 'staff', <Staff />, { apiUrl: api.url, path: '/staff' });
  expect(screen.getByText('Loading staff...')).toBeVisible();
  answer();

  const table = await screen.findByRole('table');
  expect(screen.getByRole('heading', { name: 'Staff List' })).toBeVisible();
  expect(document.title).toBe('LinguaDesk | Staff');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'ID',
    'Name',
    'Username',
    'Email',
    'Phone',
    'Gender',
    'Nationality',
    'Role',
    'Status',
    'Verified',
    'Created At',
    'Updated At',
    'Actions',
  ]);
  const row = within(table).getByRole('row', { name: /Omar Khalil/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(0, 12),
  ).toEqual([
    '4',
    'Omar Khalil',
    'omar_khalil',
    'instructor@linguadesk.test',
    '-',
    'male',
    '-',
    'Instructor',
    'Active',
    'No',
    'Mar 15, 2024',
    'Mar 16, 2024',
  ]);
  expect(screen.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  expect(api.calls('GET', USERS)[0]?.query).toEqual({ page: '1', page_size: '10' });
});

it('says so when there are no staff members', async () => {
  api.on('GET', USERS, { status: 200, body: page([]) });
  await openStaff();
  expect(screen.getByText('No staff members found.')).toBeVisible();
});

it.each([
  [403, 'Access denied. You do not have permission to view users.'],
  [404, 'Users endpoint not found.'],
  [500, 'Server error. Please try again later.'],
])(
  'shows a %i as the staff screen text and "%s" in a dismissable banner',
  async (status, message) => {
    api.on('GET', USERS, { status, body: { detail: 'x' } });
    signIn(OPS);
    const { user } = await renderRoute(manifest, 'staff', <Staff />, {
      apiUrl: api.url,
      path: '/staff',
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load staff data. Please try again.');
    expect(banner).toHaveTextContent(message);
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
);

it('reports an unreachable server', async () => {
  signIn(OPS);
  await renderRoute(manifest, 'staff', <Staff />, { apiUrl: UNREACHABLE_API_URL, path: '/staff' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Network error. Please check your internet connection.',
  );
});

it('searches on the server from page 1 and says what it found', async () => {
  api.on('GET', USERS, ({ query }) =>
    query.search
      ? { status: 200, body: page([INSTRUCTOR, SUPERVISOR], 2) }
      : { status: 200, body: page([OPS], 35) },
  );
  const { user } = await openStaff();
  await user.click(screen.getByRole('button', { name: 'Page 4' }));
  await waitFor(() => expect(api.calls('GET', USERS).at(-1)?.query.page).toBe('4'));
  await user.type(screen.getByRole('searchbox', { name: 'Search staff' }), 'omar');

  expect(await screen.findByText('Found 2 staff members matching "omar"')).toBeVisible();
  expect(
    api
      .calls('GET', USERS)
      .filter((c) => c.query.search)
      .map((c) => c.query),
  ).toEqual([{ page: '1', page_size: '10', search: 'omar' }]);
});

it('pages by 10', async () => {
  api.on('GET', USERS, ({ query }) => ({
    status: 200,
    body: page(
      [
        makeStaffUser('instructor', {
          id: Number(query.page) * 10,
          full_name: `Member ${query.page}`,
        }),
      ],
      15,
    ),
  }));
  const { user } = await openStaff();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Showing 11 to 15 of 15 results')).toBeVisible();
  expect(await screen.findByRole('row', { name: /Member 2/ })).toBeVisible();
  expect(api.calls('GET', USERS).at(-1)?.query).toEqual({ page: '2', page_size: '10' });
});

it('reloads on Refresh', async () => {
  api.on('GET', USERS, { status: 200, body: page([OPS]) });
  const { user } = await openStaff();
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Staff list refreshed successfully!')).toBeVisible();
  expect(api.calls('GET', USERS)).toHaveLength(2);
});

it('filters by role and status on the server, the address holding the filters', async () => {
  api.on('GET', USERS, { status: 200, body: page([INSTRUCTOR]) });
  const { user, search } = await openStaff(OPS);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'instructor');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'false');

  await waitFor(() =>
    expect(api.calls('GET', USERS).at(-1)?.query).toEqual({
      page: '1',
      page_size: '10',
      role: 'instructor',
      is_active: 'false',
    }),
  );
  expect(new URLSearchParams(search()).toString()).toBe('role=instructor&is_active=false');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), '');
  await waitFor(() => expect(search()).toBe('?is_active=false'));
});

it('opens a shared link with its filters chosen, leaving out a value it does not offer', async () => {
  api.on('GET', USERS, { status: 200, body: page([INSTRUCTOR]) });
  await openStaff(ACCOUNT_MANAGER, '/staff?role=operations_manager&is_active=true');
  // An account manager manages no operations managers: that role is not among the choices.
  expect(screen.getByRole('combobox', { name: 'Filter by role' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('true');
  expect(api.calls('GET', USERS)[0]!.query).toEqual({
    page: '1',
    page_size: '10',
    is_active: 'true',
  });
});

it('exports what the search and filters select, for an account manager too', async () => {
  api.on('GET', USERS, { status: 200, body: page([INSTRUCTOR]) });
  api.on('GET', `${USERS}export/`, {
    status: 200,
    file: { contentType: 'text/csv', text: 'ID\r\n' },
  });
  const { user } = await openStaff(ACCOUNT_MANAGER, '/staff?role=instructor');
  await user.type(screen.getByRole('searchbox', { name: 'Search staff' }), 'omar');
  await waitFor(() => expect(api.calls('GET', USERS).at(-1)?.query.search).toBe('omar'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'File format' }), 'xlsx');

  await user.click(screen.getByRole('button', { name: 'Export' }));

  await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['staff.xlsx']));
  expect(api.calls('GET', `${USERS}export/`)[0]!.query).toEqual({
    search: 'omar',
    role: 'instructor',
    format: 'xlsx',
  });
});

it.each([SUPERVISOR, INSTRUCTOR])('denies the $role without calling the API', async (viewer) => {
  signIn(viewer);
  await renderRoute(manifest, 'staff', <Staff />, { apiUrl: api.url, path: '/staff' });
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect(screen.getByText("You don't have permission to access this page.")).toBeVisible();
  expect(api.requests).toHaveLength(0);
});
