// The Reports screen's Activity (operations managers only, as the API answers): the audit trail
// newest first with each change by name, its filters in the address, Newer and Older pages,
// Export of what the filters select, and the loading, empty, error and Arabic states.
import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from 'shared-domain';
import { makeAuditEntry, page } from 'shared-domain/factory';
import { setLocale } from 'shared-i18n';
import { renderRoute, setupDownloads, setupFakeApi, signIn, tableRows } from 'test-support';
import Reports from '../exposes/Reports';
import manifest from '../routes.json';
import { ACCOUNT_MANAGER, INSTRUCTOR, OPS, SUPERVISOR } from './support/people-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('./support/overview-fixtures').chartsMock);

const AUDIT = '/api/audit/';
const RESULTS = '/api/reports/results/';
const api = setupFakeApi();
const downloads = setupDownloads();
// Top level, so it runs once the screen is unmounted.
afterEach(() => setLocale('en', 'latn'));

// As the API answers them: the group's fields in jsonb's order, the people by name.
const GROUP_CHANGE = makeAuditEntry({
  id: 90,
  at: '2026-03-02T10:00:00.000Z',
  action: 'group.update',
  resource: 'group',
  record_id: 7,
  changes: {
    session_one: { before: false, after: true },
    session_six: { before: false, after: true },
    session_two: { before: false, after: true },
    instructor_id: { before: null, after: 4 },
  },
  names: { instructor_id: { before: null, after: 'Sara Haddad' } },
});

const SCORE_CHANGE = makeAuditEntry({
  id: 88,
  at: '2026-03-01T09:00:00.000Z',
  actor_id: 5,
  actor_role: 'instructor',
  actor_name: 'Ines Hany',
  action: 'evaluation.update',
  resource: 'evaluation',
  record_id: 41,
  student_id: 41,
  record_name: 'Basma Adel',
  student_name: 'Basma Adel',
  changes: { oral: { before: 20, after: 36 } },
});

const NO_RESULTS = {
  status: 200,
  body: {
    totals: { results: 0, passed: 0, failed: 0, pass_rate: null },
    score_buckets: { '0-60': 0, '60-70': 0, '70-85': 0, '85-100': 0 },
    by_level: [],
    by_instructor: [],
    by_group: [],
  },
};

const trail = (results: AuditEntry[], links: { next?: string; previous?: string } = {}) => ({
  status: 200,
  body: {
    count: results.length,
    next: links.next ?? null,
    previous: links.previous ?? null,
    results,
  },
});

function answerStaff() {
  api.on('GET', '/api/users/', { status: 200, body: page([OPS, INSTRUCTOR, SUPERVISOR]) });
}

async function openActivity(path = '/reports?report=activity', viewer = OPS) {
  answerStaff();
  signIn(viewer);
  return renderRoute(manifest, 'reports', <Reports />, { apiUrl: api.url, path });
}

describe('who sees the Activity', () => {
  it('is a tab of operations managers', async () => {
    api.on('GET', RESULTS, NO_RESULTS);
    api.on('GET', AUDIT, trail([]));
    const { user, search } = await openActivity('/reports');
    const tabs = screen.getByRole('navigation', { name: 'Report' });
    await user.click(within(tabs).getByRole('button', { name: 'Activity' }));
    expect(search()).toBe('?report=activity');
    expect(await screen.findByRole('heading', { name: 'Activity', level: 2 })).toBeVisible();
    expect(await screen.findByText('No change for these filters')).toBeVisible();
  });

  it.each([SUPERVISOR, ACCOUNT_MANAGER])(
    'is not offered to the $role, even by a link, and the trail is not asked for',
    async (viewer) => {
      api.on('GET', RESULTS, NO_RESULTS);
      await openActivity('/reports?report=activity', viewer);
      const tabs = screen.getByRole('navigation', { name: 'Report' });
      expect(within(tabs).queryByRole('button', { name: 'Activity' })).toBeNull();
      expect(within(tabs).getByRole('button', { name: 'Results' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await screen.findByText('No level results for these filters')).toBeVisible();
      expect(api.calls('GET', AUDIT)).toHaveLength(0);
    },
  );
});

describe('Activity', () => {
  it('lists the trail newest first, each change by name and the fields in their order', async () => {
    api.on('GET', AUDIT, trail([GROUP_CHANGE, SCORE_CHANGE]));
    await openActivity();

    expect(await screen.findByRole('table', { name: 'Activity table' })).toBeVisible();
    expect(screen.getByText('2 changes')).toBeVisible();
    const [group, score] = tableRows('Activity table');
    expect(group!.slice(1)).toEqual([
      'Dana Ops (Operations Manager)',
      'Group changed',
      'Group 7Group',
      'Instructor: - → Sara HaddadSession one: No → YesSession two: No → YesSession six: No → Yes',
    ]);
    expect(score!.slice(1)).toEqual([
      'Ines Hany (Instructor)',
      'Evaluation changed',
      'Basma AdelEvaluation',
      'Oral: 20 → 36',
    ]);
    expect(api.calls('GET', AUDIT)[0]!.query).toEqual({ page_size: '25' });
  });

  it('sends the filters of the address and keeps each one chosen there', async () => {
    api.on('GET', AUDIT, trail([SCORE_CHANGE]));
    const { user, search } = await openActivity(
      '/reports?report=activity&resource=evaluation&from=2026-03-01&to=2026-03-31',
    );
    await screen.findByRole('table', { name: 'Activity table' });
    expect(api.calls('GET', AUDIT)[0]!.query).toEqual({
      resource: 'evaluation',
      from: '2026-03-01',
      to: '2026-03-31',
      page_size: '25',
    });

    const who = screen.getByRole('combobox', { name: 'Who' });
    await waitFor(() =>
      expect(
        within(who).getByRole('option', { name: `${INSTRUCTOR.full_name} (Instructor)` }),
      ).toBeDefined(),
    );
    await user.selectOptions(who, String(INSTRUCTOR.id));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'evaluation.update');
    await user.type(screen.getByRole('textbox', { name: 'Record number' }), '41');
    await waitFor(() =>
      expect(api.calls('GET', AUDIT).at(-1)!.query).toEqual({
        resource: 'evaluation',
        from: '2026-03-01',
        to: '2026-03-31',
        actor: String(INSTRUCTOR.id),
        action: 'evaluation.update',
        record: '41',
        page_size: '25',
      }),
    );
    expect(search()).toBe(
      `?report=activity&resource=evaluation&from=2026-03-01&to=2026-03-31` +
        `&actor=${INSTRUCTOR.id}&action=evaluation.update&record=41`,
    );
  });

  it("narrows to one record's changes from its name", async () => {
    api.on('GET', AUDIT, trail([GROUP_CHANGE, SCORE_CHANGE]));
    const { user, search } = await openActivity();
    await screen.findByRole('table', { name: 'Activity table' });
    await user.click(screen.getByRole('button', { name: 'Show only the changes of Group 7' }));
    expect(search()).toBe('?report=activity&resource=group&record=7');
    await waitFor(() =>
      expect(api.calls('GET', AUDIT).at(-1)!.query).toEqual({
        resource: 'group',
        record: '7',
        page_size: '25',
      }),
    );
  });

  it('reads older and newer pages by their cursors, and starts again when a filter changes', async () => {
    api.on('GET', AUDIT, ({ query }) =>
      query.cursor === 'n90'
        ? trail([SCORE_CHANGE], { previous: `http://api.test${AUDIT}?page_size=25&cursor=p88` })
        : trail([GROUP_CHANGE], { next: `http://api.test${AUDIT}?page_size=25&cursor=n90` }),
    );
    const { user } = await openActivity();
    await screen.findByRole('table', { name: 'Activity table' });
    const pages = screen.getByRole('navigation', { name: 'Pages of the activity' });
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(tableRows('Activity table')[0]![2]).toBe('Evaluation changed'));
    expect(api.calls('GET', AUDIT).at(-1)!.query).toEqual({ page_size: '25', cursor: 'n90' });
    expect(within(pages).getByRole('button', { name: 'Older' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Newer' }));
    await waitFor(() =>
      expect(api.calls('GET', AUDIT).at(-1)!.query).toEqual({ page_size: '25', cursor: 'p88' }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'group');
    await waitFor(() =>
      expect(api.calls('GET', AUDIT).at(-1)!.query).toEqual({
        resource: 'group',
        page_size: '25',
      }),
    );
  });

  it('exports what the filters select, as CSV or Excel', async () => {
    api.on('GET', AUDIT, trail([GROUP_CHANGE]));
    api.on('GET', `${AUDIT}export/`, {
      status: 200,
      file: { contentType: 'text/csv', text: 'Time\r\n' },
    });
    const { user } = await openActivity('/reports?report=activity&resource=group');
    await screen.findByRole('table', { name: 'Activity table' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['activity.csv']));
    expect(api.calls('GET', `${AUDIT}export/`)[0]!.query).toEqual({
      resource: 'group',
      format: 'csv',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'File format' }), 'xlsx');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['activity.csv', 'activity.xlsx']),
    );
  });

  it('says so when the filters select no change', async () => {
    api.on('GET', AUDIT, trail([]));
    await openActivity();
    expect(await screen.findByText('No change for these filters')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state, then a refused filter with Try Again', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    api.on('GET', AUDIT, () => new Promise((resolve) => (answer = resolve)));
    const { user } = await openActivity('/reports?report=activity&from=2026-04-01');
    expect(await screen.findByText('Loading report...')).toBeVisible();
    answer({ status: 400, body: { from: ['Enter a valid date or date and time.'] } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the report');
    expect(alert).toHaveTextContent('Enter a valid date or date and time.');
    api.on('GET', AUDIT, trail([GROUP_CHANGE]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Activity table' })).toBeVisible();
  });
});

describe('in Arabic', () => {
  beforeEach(() => setLocale('ar', 'latn'));

  it('reads the tab, the columns and the changes in Arabic', async () => {
    api.on('GET', AUDIT, trail([GROUP_CHANGE]));
    await openActivity();
    expect(await screen.findByRole('table', { name: 'جدول النشاط' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'النشاط' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'التغييرات' })).toBeVisible();
    expect(screen.getByText('تغيير واحد')).toBeVisible();
    expect(tableRows('جدول النشاط')[0]!.slice(2, 4)).toEqual(['عُدّلت المجموعة', 'المجموعة 7مجموعة']);
  });
});
