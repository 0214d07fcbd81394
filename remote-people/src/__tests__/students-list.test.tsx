// The Student List (spec section 2): states, search, filter, paging, role-dependent buttons.
import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from 'shared-auth';
import { makeStudent, page } from 'shared-domain/factory';
import {
  UNREACHABLE_API_URL,
  renderRoute,
  setupDownloads,
  setupFakeApi,
  signIn,
} from 'test-support';
import Students from '../exposes/Students';
import manifest from '../routes.json';
import { ACCOUNT_MANAGER, INSTRUCTOR, OPS, SARA, SUPERVISOR } from './support/people-fixtures';

const LIST = '/api/student-profiles/';
const api = setupFakeApi();
const downloads = setupDownloads();

async function openStudents(user = OPS) {
  signIn(user);
  const view = await renderRoute(manifest, 'students', <Students />, {
    apiUrl: api.url,
    path: '/students',
  });
  await screen.findByRole('table');
  return view;
}

describe('loading and showing', () => {
  it('shows a loading state, then the Student List with every column and the pager', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET', LIST, async () => {
      await answered;
      return { status: 200, body: page([SARA], 1) };
    });
    signIn(OPS);
    await renderRoute(manifest, 'students', <Students />, { apiUrl: api.url, path: '/students' });

    expect(screen.getByText('Loading students...')).toBeVisible();
    answer();
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Student List' })).toBeVisible();
    expect(document.title).toBe('LinguaDesk | Students');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Phone',
      'Email',
      'Gender',
      'Nationality',
      'Group',
      'Time Slot',
      'Group Level',
      'Schedule',
      'Instructor',
      'Account Manager',
      'Supervisor',
      'Call ID',
      'Call Time',
      'Call Months',
      'Course Type',
      'Status',
      'Current Level',
      'Total Levels',
      'Remaining Levels',
      'Total Amount',
      'Outstanding',
      'Indebtedness',
      'Offer',
      'Currency',
      'Enrolment',
      'Payments',
      'Actions',
    ]);
    // The name column stays in view while the wide table scrolls sideways.
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveStyle({
      position: 'sticky',
    });
    const row = within(table).getByRole('row', { name: /Sara Hassan/ });
    expect(within(row).getByRole('cell', { name: 'Sara Hassan' })).toHaveStyle({
      position: 'sticky',
    });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 25)).toEqual([
      'Sara Hassan',
      '+201001234567',
      'student@linguadesk.test',
      'female',
      'Egyptian',
      '#3',
      '4 PM - 6 PM',
      'L3',
      'Sat/Tue',
      'Omar Khalil',
      'Karim Nasser',
      'Dina Saleh',
      '#7',
      '2:30 PM',
      '6',
      'Group',
      'Active',
      'L3',
      '8',
      '3',
      '1500.00',
      '500.00',
      'Yes',
      '3 levels for 1500',
      'USD',
    ]);
    expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
    expect(api.calls('GET', LIST)[0]?.query).toEqual({ page: '1' });
  });

  it('says so when there are no students', async () => {
    api.on('GET', LIST, { status: 200, body: page([]) });
    await openStudents();
    expect(screen.getByText('No students found.')).toBeVisible();
    expect(screen.getByText('Showing 0 to 0 of 0 results')).toBeVisible();
  });

  it.each([
    [403, 'Access denied. You do not have permission to view students.'],
    [500, 'Server error. Please try again later.'],
    [418, 'Failed to load student data. Please try again.'],
  ])('answers a %i with "%s" in a dismissable banner', async (status, message) => {
    api.on('GET', LIST, { status, body: { detail: 'x' } });
    signIn(OPS);
    const { user } = await renderRoute(manifest, 'students', <Students />, {
      apiUrl: api.url,
      path: '/students',
    });

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(message);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports an unreachable server', async () => {
    signIn(OPS);
    await renderRoute(manifest, 'students', <Students />, {
      apiUrl: UNREACHABLE_API_URL,
      path: '/students',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to server. Please check your internet connection.',
    );
  });

  it('reloads on Refresh and confirms with a toast', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('Student list refreshed successfully!')).toBeVisible();
    expect(api.calls('GET', LIST)).toHaveLength(2);
  });
});

describe('search, filter and paging', () => {
  it('searches on the server after typing pauses, from page 1, and says what it found', async () => {
    api.on('GET', LIST, ({ query }) =>
      query.search === 'sara'
        ? { status: 200, body: page([SARA], 1) }
        : { status: 200, body: page([makeStudent(1)], 25) },
    );
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.calls('GET', LIST).at(-1)?.query.page).toBe('3'));

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'sara');
    expect(await screen.findByText('Found 1 student matching "sara"')).toBeVisible();
    const searches = api.calls('GET', LIST).filter((call) => call.query.search);
    expect(searches.map((call) => call.query)).toEqual([{ page: '1', search: 'sara' }]);
    expect(screen.getByRole('row', { name: /Sara Hassan/ })).toBeVisible();
  });

  it('says the count is its cap and more when the server capped it', async () => {
    api.on('GET', LIST, ({ query }) =>
      query.search === 'a'
        ? { status: 200, body: { ...page([SARA], 1000), count_capped: true } }
        : { status: 200, body: page([SARA], 1) },
    );
    const { user } = await openStudents();
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'a');
    expect(await screen.findByText('Found 1,000+ students matching "a"')).toBeVisible();
    expect(screen.getByText('Showing 1 to 10 of 1000 results')).toBeVisible();
  });

  it('filters by status with All, Active, Waiting and Inactive', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    const { user } = await openStudents();
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active', 'Waiting', 'Inactive']);

    await user.selectOptions(filter, 'Waiting');
    await waitFor(() =>
      expect(api.calls('GET', LIST).at(-1)?.query).toEqual({ page: '1', status: 'waiting' }),
    );
    await user.selectOptions(filter, 'All');
    // The unfiltered first page is still fresh in the cache: shown again without a request.
    expect(await screen.findByRole('row', { name: /Sara Hassan/ })).toBeVisible();
    expect(api.calls('GET', LIST).map((call) => call.query)).toEqual([
      { page: '1' },
      { page: '1', status: 'waiting' },
    ]);
  });

  it('pages with Next, Previous and page numbers', async () => {
    api.on('GET', LIST, ({ query }) => ({
      status: 200,
      body: page([makeStudent(Number(query.page) * 100)], 25),
    }));
    const { user } = await openStudents();
    expect(screen.getByText('Showing 1 to 10 of 25 results')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 25 results')).toBeVisible();
    expect(await screen.findByRole('row', { name: /Student200 Test/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 25 of 25 results')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 11 to 20 of 25 results')).toBeVisible();
    expect(screen.getByRole('row', { name: /Student200 Test/ })).toBeVisible();
    // Page 2 came back from the cache, still fresh.
    expect(api.calls('GET', LIST).map((call) => call.query.page)).toEqual(['1', '2', '3']);
  });
});

describe('permissions (spec section 6)', () => {
  it('gives an operations manager Add Student, Export, Edit and Delete', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    await openStudents(OPS);
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Sara Hassan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Sara Hassan' })).toBeVisible();
  });

  it('gives an account manager Add Student, Export, Edit and Delete', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    await openStudents(ACCOUNT_MANAGER);
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Sara Hassan' })).toBeVisible();
  });

  it.each([SUPERVISOR, INSTRUCTOR])('shows the $role the list read-only', async (viewer) => {
    api.on('GET', LIST, {
      status: 200,
      body: page([{ ...SARA, user: { ...SARA.user, phone_number: null } }]),
    });
    await openStudents(viewer);
    expect(screen.getByRole('row', { name: /Sara Hassan/ })).toBeVisible();
    for (const name of ['Add Student', 'Export', 'Edit Sara Hassan', 'Delete Sara Hassan'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('denies a student without calling the API', async () => {
    signIn({ ...OPS, id: 14, role: 'student' });
    await renderRoute(manifest, 'students', <Students />, { apiUrl: api.url, path: '/students' });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('sends a signed-out visitor to log in', async () => {
    useSessionStore.setState({ status: 'unauthenticated', user: null, token: null, error: null });
    await renderRoute(manifest, 'students', <Students />, { apiUrl: api.url, path: '/students' });
    expect(screen.getByText('Log-in screen')).toBeVisible();
  });
});

describe('Export (the two manager roles)', () => {
  const EXPORT = '/api/student-profiles/export/';
  const CSV = 'Name,Offer\r\nSara Hassan,"a, ""b"""\r\n';

  it('downloads every matching student from the server as students.csv, not just the page', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    api.on('GET', EXPORT, { status: 200, file: { contentType: 'text/csv', text: CSV } });
    const { user } = await openStudents(OPS);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'waiting');
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'sara');
    await waitFor(() => expect(api.calls('GET', LIST).at(-1)?.query.search).toBe('sara'));

    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['students.csv']));
    expect(await downloads[0]!.file.text()).toBe(CSV);
    const [sent] = api.calls('GET', EXPORT);
    expect(sent!.query).toEqual({ search: 'sara', status: 'waiting', format: 'csv' });
    expect(sent!.authorization).toMatch(/^Bearer /);
  });

  it('gives an account manager the workbook of the list when Excel is chosen', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    api.on('GET', EXPORT, { status: 200, file: { contentType: 'application/zip', text: 'PK' } });
    const { user } = await openStudents(ACCOUNT_MANAGER);

    await user.selectOptions(screen.getByRole('combobox', { name: 'File format' }), 'xlsx');
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['students.xlsx']));
    expect(api.calls('GET', EXPORT)[0]!.query).toEqual({ format: 'xlsx' });
  });

  it('says why when the export fails, and downloads nothing', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    api.on('GET', EXPORT, { status: 500 });
    const { user } = await openStudents(OPS);

    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(
      await screen.findByText(
        'Server error occurred while exporting students. Please try again later.',
      ),
    ).toBeVisible();
    expect(downloads).toEqual([]);
  });
});
