// The Reports screen: who may open it, the Results report (figures, charts, the breakdown's table,
// Export of what is shown), the At risk report (threshold, links to students, pages), the Missing
// and Movement reports, and the loading, empty and error states.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AtRiskStudent, MissingReport, MovementReport, ResultsReport } from 'shared-domain';
import { makeUser } from 'shared-domain/factory';
import { setLocale } from 'shared-i18n';
import { renderRoute, setupDownloads, setupFakeApi, signIn, tableRows } from 'test-support';
import Reports from '../exposes/Reports';
import manifest from '../routes.json';
import { OPS, SUPERVISOR } from './support/people-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('./support/overview-fixtures').chartsMock);

const RESULTS = '/api/reports/results/';
const AT_RISK = '/api/reports/at-risk/';
const MISSING = '/api/reports/missing/';
const MOVEMENT = '/api/reports/movement/';
const api = setupFakeApi();
const downloads = setupDownloads();

const line = (results: number, passed: number) => ({
  results,
  passed,
  failed: results - passed,
  pass_rate: results ? Math.round((passed * 100) / results) : null,
});

const REPORT: ResultsReport = {
  totals: line(7, 4),
  score_buckets: { '0-60': 2, '60-70': 0, '70-85': 4, '85-100': 1 },
  by_level: [
    { level: 4, ...line(1, 1) },
    { level: 5, ...line(3, 1) },
    { level: 7, ...line(3, 2) },
  ],
  by_instructor: [
    { instructor_id: 11, instructor_name: 'Ines Hany', ...line(4, 2) },
    { instructor_id: 12, instructor_name: 'Omar Zaki', ...line(3, 2) },
  ],
  by_group: [{ group_id: 3, level: 5, instructor_name: 'Ines Hany', ...line(7, 4) }],
};

const EMPTY: ResultsReport = {
  totals: line(0, 0),
  score_buckets: { '0-60': 0, '60-70': 0, '70-85': 0, '85-100': 0 },
  by_level: [],
  by_instructor: [],
  by_group: [],
};

const BASMA: AtRiskStudent = {
  id: 41,
  name: 'Basma Adel',
  email: 'basma@example.test',
  phone_number: null,
  level: 5,
  group_id: 3,
  instructor_id: 11,
  instructor_name: 'Ines Hany',
  sessions_held: 4,
  sessions_attended: 2,
  attendance_percent: 50,
  low_attendance: true,
  failed_last_level: true,
};

async function openReports(viewer = OPS, path = '/reports') {
  signIn(viewer);
  return renderRoute(manifest, 'reports', <Reports />, { apiUrl: api.url, path });
}

describe('who sees the Reports', () => {
  it.each([OPS, SUPERVISOR])('opens for the $role', async (viewer) => {
    api.on('GET', RESULTS, { status: 200, body: REPORT });
    await openReports(viewer);
    expect(screen.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Results table' })).toBeVisible();
  });

  it('denies an instructor without calling the API', async () => {
    await openReports(makeUser('instructor'));
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});

describe('Results', () => {
  it('shows the figures, the charts and the table of the period asked for', async () => {
    api.on('GET', RESULTS, { status: 200, body: REPORT });
    await openReports(OPS, '/reports?from=2026-03-01&to=2026-04-30&level=5');

    expect(await screen.findByRole('table', { name: 'Results table' })).toBeVisible();
    expect(api.calls('GET', RESULTS)[0]!.query).toEqual({
      from: '2026-03-01',
      to: '2026-04-30',
      level: '5',
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(tableRows('Results table')).toEqual([
      ['L2', '1', '1', '0', '100%'],
      ['L3', '3', '1', '2', '33%'],
      ['L5', '3', '2', '1', '67%'],
    ]);
    const rates = await screen.findByRole('list', { name: /Pass Rate by Level/ });
    expect(
      within(rates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['L2: 100', 'L3: 33', 'L5: 67']);
    const scores = await screen.findByRole('list', { name: /Total Scores/ });
    expect(
      within(scores)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0-60: 2', '60-70: 0', '70-85: 4', '85-100: 1']);
  });

  it('breaks the table down by instructor and exports exactly that table', async () => {
    api.on('GET', RESULTS, { status: 200, body: REPORT });
    api.on('GET', `${RESULTS}export/`, {
      status: 200,
      file: { contentType: 'text/csv', text: 'Instructor\r\n' },
    });
    const { user, search } = await openReports(OPS, '/reports?from=2026-03-01');
    await screen.findByRole('table', { name: 'Results table' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Break down by' }), 'instructor');
    expect(search()).toBe('?from=2026-03-01&by=instructor');
    expect(tableRows('Results table')).toEqual([
      ['Ines Hany', '4', '2', '2', '50%'],
      ['Omar Zaki', '3', '2', '1', '67%'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['results-by-instructor.csv']),
    );
    expect(api.calls('GET', `${RESULTS}export/`)[0]!.query).toEqual({
      from: '2026-03-01',
      by: 'instructor',
      format: 'csv',
    });
  });

  it('says so when the filters select no result', async () => {
    api.on('GET', RESULTS, { status: 200, body: EMPTY });
    await openReports();
    expect(await screen.findByText('No level results for these filters')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a period and asks again on Try Again", async () => {
    api.on('GET', RESULTS, {
      status: 400,
      body: { to: ['The end of the range cannot be before its start.'] },
    });
    const { user } = await openReports(OPS, '/reports?from=2026-04-01&to=2026-03-01');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the report');
    expect(alert).toHaveTextContent('The end of the range cannot be before its start.');

    api.on('GET', RESULTS, { status: 200, body: REPORT });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Results table' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loading state until the report arrives', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    api.on('GET', RESULTS, () => new Promise((resolve) => (answer = resolve)));
    await openReports();
    expect(await screen.findByText('Loading report...')).toBeVisible();
    answer({ status: 200, body: REPORT });
    expect(await screen.findByRole('table', { name: 'Results table' })).toBeVisible();
  });
});

describe('At risk', () => {
  it("lists a supervisor's students with why, a link to each, and the threshold typed", async () => {
    api.on('GET', AT_RISK, {
      status: 200,
      body: { count: 1, next: null, previous: null, results: [BASMA] },
    });
    const { user } = await openReports(SUPERVISOR, '/reports?report=at-risk');

    expect(await screen.findByText('1 student at risk')).toBeVisible();
    expect(tableRows('Students at risk')).toEqual([
      [
        'Basma AdelL3',
        'basma@example.test',
        'Group 3',
        'Ines Hany',
        '50% (2/4)',
        'Low attendanceFailed last level',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Basma Adel' })).toHaveAttribute(
      'href',
      '/students?history=41',
    );
    // A supervisor sees only their own groups: no instructor to choose.
    expect(screen.queryByRole('combobox', { name: 'Instructor' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Attendance below (%)' }), '80');
    await waitFor(() => expect(api.calls('GET', AT_RISK).at(-1)?.query.threshold).toBe('80'));
    expect(api.calls('GET', AT_RISK).at(-1)?.query).toEqual({
      threshold: '80',
      page: '1',
      page_size: '25',
    });
  });

  it('says so when no student is at risk', async () => {
    api.on('GET', AT_RISK, {
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
    await openReports(OPS, '/reports?report=at-risk');
    expect(await screen.findByText('No student at risk')).toBeVisible();
  });
});

describe('Missing', () => {
  const MISSING_REPORT: MissingReport = {
    groups: [
      {
        group_id: 8,
        level: 9,
        instructor_id: 12,
        instructor_name: 'Omar Zaki',
        students: 4,
        not_evaluated: 2,
      },
    ],
    pending: {
      count: 1,
      results: [
        {
          id: 52,
          name: 'Mona Said',
          level: 9,
          group_id: 8,
          instructor_id: 12,
          instructor_name: 'Omar Zaki',
          total_score: 40,
          days_pending: 30,
        },
      ],
    },
  };

  it('lists the finished groups not evaluated and the evaluations pending past the days typed', async () => {
    api.on('GET', MISSING, { status: 200, body: MISSING_REPORT });
    api.on('GET', `${MISSING}export/`, {
      status: 200,
      file: { contentType: 'text/csv', text: 'Group\r\n' },
    });
    const { user } = await openReports(OPS, '/reports?report=missing');

    expect(
      await screen.findByRole('table', { name: 'Finished groups without evaluations' }),
    ).toBeVisible();
    expect(tableRows('Finished groups without evaluations')).toEqual([
      ['Group 8', 'LC1', 'Omar Zaki', '4', '2'],
    ]);
    expect(screen.getByText('1 evaluation pending over 14 days')).toBeVisible();
    expect(tableRows('Evaluations left pending')).toEqual([
      ['Mona SaidLC1', 'Group 8', 'Omar Zaki', '40', '30'],
    ]);
    expect(screen.getByRole('link', { name: 'Mona Said' })).toHaveAttribute(
      'href',
      '/students?history=52',
    );

    await user.type(screen.getByRole('textbox', { name: 'Pending over (days)' }), '30');
    await waitFor(() => expect(api.calls('GET', MISSING).at(-1)?.query.days).toBe('30'));
    const groups = within(
      screen.getByRole('region', { name: 'Finished groups without evaluations' }),
    );
    await user.click(groups.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['finished-groups-without-evaluations.csv']),
    );
    expect(api.calls('GET', `${MISSING}export/`)[0]!.query).toEqual({
      days: '30',
      part: 'groups',
      format: 'csv',
    });
  });

  it('says when nothing is missing', async () => {
    api.on('GET', MISSING, {
      status: 200,
      body: { groups: [], pending: { count: 0, results: [] } },
    });
    await openReports(OPS, '/reports?report=missing');
    expect(await screen.findByText('Every finished group is evaluated')).toBeVisible();
    expect(screen.getByText('No evaluation pending too long')).toBeVisible();
  });
});

describe('Movement', () => {
  const month = (name: string, movedUp: number, repeated: number, left: number) => ({
    month: name,
    moved_up: movedUp,
    repeated,
    left,
  });
  const MOVEMENT_REPORT: MovementReport = {
    months: [month('2026-03', 2, 1, 1), month('2026-04', 0, 0, 0), month('2026-05', 1, 1, 1)],
    totals: { moved_up: 3, repeated: 2, left: 2 },
  };

  it('shows the months of the period asked for, a chart per kind, and exports that table', async () => {
    api.on('GET', RESULTS, { status: 200, body: REPORT });
    api.on('GET', MOVEMENT, { status: 200, body: MOVEMENT_REPORT });
    api.on('GET', `${MOVEMENT}export/`, {
      status: 200,
      file: { contentType: 'text/csv', text: 'Month\r\n' },
    });
    const { user, search } = await openReports(OPS, '/reports?from=2026-03-01&to=2026-05-31');
    await screen.findByRole('table', { name: 'Results table' });
    await user.click(screen.getByRole('button', { name: 'Movement' }));
    expect(search()).toBe('?from=2026-03-01&to=2026-05-31&report=movement');

    expect(await screen.findByRole('table', { name: 'Movement by month' })).toBeVisible();
    expect(api.calls('GET', MOVEMENT).at(-1)!.query).toEqual({
      from: '2026-03-01',
      to: '2026-05-31',
    });
    expect(screen.getByRole('button', { name: 'Movement' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('To')).toHaveValue('2026-05-31');
    expect(tableRows('Movement by month')).toEqual([
      ['March 2026', '2', '1', '1'],
      ['April 2026', '0', '0', '0'],
      ['May 2026', '1', '1', '1'],
    ]);
    const left = await screen.findByRole('list', { name: /Left per Month/ });
    expect(
      within(left)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mar 2026: 1', 'Apr 2026: 0', 'May 2026: 1']);
    expect(screen.getByRole('list', { name: /Moved Up per Month/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /Repeated per Month/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '5');
    await waitFor(() => expect(api.calls('GET', MOVEMENT).at(-1)?.query.level).toBe('5'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['movement.csv']));
    expect(api.calls('GET', `${MOVEMENT}export/`)[0]!.query).toEqual({
      from: '2026-03-01',
      to: '2026-05-31',
      level: '5',
      format: 'csv',
    });
  });

  describe('in Arabic', () => {
    beforeEach(() => setLocale('ar', 'latn'));
    // Inside act: this runs before the screen is taken down, and the whole screen reads it.
    afterEach(() => act(() => setLocale('en', 'latn')));

    it('names the months as the language names them', async () => {
      api.on('GET', MOVEMENT, { status: 200, body: MOVEMENT_REPORT });
      await openReports(OPS, '/reports?report=movement');
      expect(await screen.findByRole('table', { name: 'الحركة حسب الشهر' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: 'حركة الطلاب' })).toBeVisible();
      expect(tableRows('الحركة حسب الشهر').map((row) => row[0])).toEqual([
        'مارس 2026',
        'أبريل 2026',
        'مايو 2026',
      ]);
    });
  });

  it('says so when nobody moved in the period', async () => {
    api.on('GET', MOVEMENT, {
      status: 200,
      body: { months: [], totals: { moved_up: 0, repeated: 0, left: 0 } },
    });
    await openReports(SUPERVISOR, '/reports?report=movement');
    expect(
      await screen.findByText('No student moved up, repeated or left in this period'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure and asks again on Try Again', async () => {
    api.on('GET', MOVEMENT, { status: 500, body: { detail: 'Server error' } });
    const { user } = await openReports(OPS, '/reports?report=movement');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load the report');

    api.on('GET', MOVEMENT, { status: 200, body: MOVEMENT_REPORT });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Movement by month' })).toBeVisible();
  });
});
