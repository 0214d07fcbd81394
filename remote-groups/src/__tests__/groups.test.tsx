// The Groups screen (spec section 2): the guard, loading, error and empty states, and the cards.
import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from 'shared-auth';
import { makeGroupRow, makeUser, page } from 'shared-domain/factory';
import {
  TOKEN,
  UNREACHABLE_API_URL,
  renderRoute,
  setupDownloads,
  setupFakeApi,
  signIn,
} from 'test-support';
import Groups from '../exposes/Groups';
import manifest from '../routes.json';

const api = setupFakeApi();
const downloads = setupDownloads();

function serveGroups(groups = [makeGroupRow()]) {
  api.on('GET', '/api/groups/', { status: 200, body: page(groups) });
}

async function openAs(
  role: Parameters<typeof makeUser>[0] = 'operations_manager',
  path = '/groups',
) {
  signIn(makeUser(role));
  return renderRoute(manifest, 'groups', <Groups />, { apiUrl: api.url, path });
}

describe('the Groups route', () => {
  it('reads every group with the bearer token and titles the page', async () => {
    serveGroups();
    await openAs();

    expect(await screen.findByRole('article', { name: 'Group 7' })).toBeVisible();
    const [request] = api.calls('GET', '/api/groups/');
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.query).toEqual({ page: '1', limit: '1000' });
    expect(document.title).toBe('LinguaDesk | Groups');
  });

  it('reads the next pages while the count says there are more groups', async () => {
    api.on('GET', '/api/groups/', ({ query }) => ({
      status: 200,
      body: page(query.page === '1' ? [makeGroupRow({ id: 1 })] : [makeGroupRow({ id: 2 })], 2),
    }));
    await openAs();

    expect(await screen.findByRole('article', { name: 'Group 2' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Group 1' })).toBeVisible();
    expect(api.calls('GET', '/api/groups/').map((call) => call.query.page)).toEqual(['1', '2']);
  });

  it('accepts a bare list as the answer', async () => {
    api.on('GET', '/api/groups/', { status: 200, body: [makeGroupRow({ id: 9 })] });
    await openAs();

    expect(await screen.findByRole('article', { name: 'Group 9' })).toBeVisible();
  });

  it('shows a loading state until the groups arrive', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET', '/api/groups/', async () => {
      await answered;
      return { status: 200, body: page([makeGroupRow()]) };
    });
    await openAs();

    expect(screen.getByText('Loading groups...')).toBeVisible();
    answer();
    expect(await screen.findByRole('article', { name: 'Group 7' })).toBeVisible();
    expect(screen.queryByText('Loading groups...')).not.toBeInTheDocument();
  });

  it('denies a student without calling the API', async () => {
    await openAs('student');

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('sends a signed-out visitor to log in', async () => {
    useSessionStore.setState({ status: 'unauthenticated', user: null, token: null, error: null });
    await renderRoute(manifest, 'groups', <Groups />, { apiUrl: api.url, path: '/groups' });

    expect(screen.getByText('Log-in screen')).toBeVisible();
  });

  it('says so when there are no groups yet', async () => {
    serveGroups([]);
    await openAs();

    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('the toolbar by role (spec section 6)', () => {
  it.each([
    ['operations_manager', true, true],
    ['account_manager', true, true],
    ['supervisor', false, false],
    ['instructor', false, false],
  ] as const)('shows the %s Add Group: %s, Export: %s', async (role, canAdd, canExport) => {
    serveGroups();
    await openAs(role);
    await screen.findByRole('article', { name: 'Group 7' });

    expect(!!screen.queryByRole('button', { name: 'Add Group' })).toBe(canAdd);
    expect(!!screen.queryByRole('button', { name: 'Export' })).toBe(canExport);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });
});

describe('filters and Export', () => {
  it('asks the server for the groups the filters select, the address holding them', async () => {
    serveGroups();
    api.on('GET', '/api/users/', {
      status: 200,
      body: page([makeUser('instructor', { id: 41, first_name: 'Ihab', last_name: 'Nour' })]),
    });
    const { user, search } = await openAs();
    await screen.findByRole('article', { name: 'Group 7' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by level' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by days' }), 'sat/tue');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by capacity' }), 'true');
    await user.click(screen.getByRole('combobox', { name: 'Filter by instructor' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by instructor' }),
      await screen.findByRole('option', { name: 'Ihab Nour' }),
    );

    await waitFor(() =>
      expect(api.calls('GET', '/api/groups/').at(-1)?.query).toEqual({
        page: '1',
        limit: '1000',
        level: '3',
        days: 'sat/tue',
        full: 'true',
        instructor: '41',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({
      level: '3',
      days: 'sat/tue',
      full: 'true',
      instructor: '41',
    });
  });

  it('opens a shared link with its filters, as a reload does', async () => {
    serveGroups();
    await openAs('supervisor', '/groups?level=4&full=false&days=fri/sat');
    await screen.findByRole('article', { name: 'Group 7' });

    expect(screen.getByRole('combobox', { name: 'Filter by level' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: 'Filter by capacity' })).toHaveValue('false');
    // A value the screen does not offer is no filter; supervisors have no instructor filter.
    expect(screen.getByRole('combobox', { name: 'Filter by days' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Filter by instructor' })).toBeNull();
    expect(api.calls('GET', '/api/groups/')[0]?.query).toEqual({
      page: '1',
      limit: '1000',
      level: '4',
      full: 'false',
    });
  });

  it('exports the groups the filters and the search select', async () => {
    serveGroups();
    api.on('GET', '/api/groups/export/', {
      status: 200,
      file: { contentType: 'text/csv', text: 'Group ID\r\n7\r\n' },
    });
    const { user } = await openAs('account_manager', '/groups?days=sun/wed');
    await screen.findByRole('article', { name: 'Group 7' });
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'Group 7');
    expect(await screen.findByText('Found 1 group matching "Group 7"')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['groups.csv']));
    expect(await downloads[0]!.file.text()).toBe('Group ID\r\n7\r\n');
    expect(api.calls('GET', '/api/groups/export/')[0]?.query).toEqual({
      search: 'Group 7',
      days: 'sun/wed',
      format: 'csv',
    });
  });

  it('says why when the export fails', async () => {
    serveGroups();
    api.on('GET', '/api/groups/export/', { status: 500 });
    const { user } = await openAs();
    await screen.findByRole('article', { name: 'Group 7' });

    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(
      await screen.findByText(
        'Server error occurred while exporting groups. Please try again later.',
      ),
    ).toBeVisible();
    expect(downloads).toEqual([]);
  });
});

describe('load errors (spec section 8, groups)', () => {
  it('shows the server detail in a dismissable banner', async () => {
    api.on('GET', '/api/groups/', {
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    const { user } = await openAs();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load groups');
    expect(banner).toHaveTextContent('You do not have permission to perform this action.');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the generic text without a detail', async () => {
    api.on('GET', '/api/groups/', { status: 500 });
    await openAs();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch groups');
  });

  it('falls back to the generic text when the server cannot be reached', async () => {
    signIn(makeUser('operations_manager'));
    await renderRoute(manifest, 'groups', <Groups />, {
      apiUrl: UNREACHABLE_API_URL,
      path: '/groups',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch groups');
  });

  it('reads the groups again on Refresh and says so', async () => {
    let failures = 1;
    api.on('GET', '/api/groups/', () =>
      failures-- > 0 ? { status: 500 } : { status: 200, body: page([makeGroupRow()]) },
    );
    const { user } = await openAs();
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('article', { name: 'Group 7' })).toBeVisible();
    expect(await screen.findByText('Groups refreshed successfully!')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
