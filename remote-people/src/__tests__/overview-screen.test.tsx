// The managers' Overview (spec sections 2 and 9): the four cards, the four charts with the
// shared-domain buckets, and the figures each chart is given.
import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_OVERVIEW, makeOverview, makeStaffUser } from 'shared-domain/factory';
import { TOKEN, renderRoute, setupFakeApi, signIn } from 'test-support';
import Overview from '../exposes/Overview';
import manifest from '../routes.json';

jest.mock('react-chartjs-2', () => jest.requireActual('./support/overview-fixtures').chartsMock);

const OVERVIEW_PATH = '/api/overview/';
const api = setupFakeApi();

async function openOverview(body: unknown = makeOverview()) {
  api.on('GET', OVERVIEW_PATH, { status: 200, body });
  signIn(makeStaffUser());
  const view = await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });
  await screen.findByRole('region', { name: 'Total Students' });
  // The charts' chunk follows the cards.
  await waitFor(() => expect(screen.queryAllByTestId('chart-loading')).toHaveLength(0));
  return view;
}

function card(title: string) {
  const region = screen.getByRole('region', { name: title });
  return {
    label: within(region).getByRole('term').textContent,
    value: within(region).getByRole('definition').textContent,
  };
}

/** What the chart under `title` was given, one 'label: value' per item. */
function chartFigures(title: string) {
  const list = within(screen.getByRole('region', { name: title })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the Overview', () => {
  it('asks GET /api/overview/ once with the bearer token and titles the page', async () => {
    await openOverview();

    expect(api.calls('GET', OVERVIEW_PATH)).toHaveLength(1);
    expect(api.calls('GET', OVERVIEW_PATH)[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(document.title).toBe('LinguaDesk | Overview');
  });

  it('shows the four cards with their labels and the server figures', async () => {
    await openOverview();

    expect(card('Total Students')).toEqual({ label: 'Total Students', value: '1,284' });
    expect(card('Active Groups')).toEqual({ label: 'Active Groups', value: '37' });
    expect(card('Average Score')).toEqual({ label: 'Average Score', value: '74' });
    expect(card('Avg Attendance %')).toEqual({ label: 'Avg Attendance %', value: '81%' });
    expect(screen.getByRole('region', { name: 'Active Groups' })).toHaveTextContent(
      'with at least one student',
    );
  });

  it('shows what is owed in each currency, from the ledgers', async () => {
    await openOverview();
    const finance = screen.getByRole('region', { name: 'Finance' });
    expect(card('Outstanding (EGP)')).toEqual({
      label: 'Outstanding (EGP)',
      value: 'EGP\u00a0147,500.00',
    });
    expect(card('Outstanding (USD)')).toEqual({ label: 'Outstanding (USD)', value: '$1,499.50' });
    expect(within(finance).getByRole('region', { name: 'Outstanding (USD)' })).toHaveTextContent(
      '$12,500.00 charged, $11,000.50 paid',
    );
  });

  it('gives each chart its own figures in the order of the spec buckets', async () => {
    await openOverview();

    expect(chartFigures('Student Degrees / Performance')).toEqual([
      '0-60: 12',
      '60-70: 25',
      '70-85: 40',
      '85-100: 18',
    ]);
    expect(chartFigures('Group Sessions Completion')).toEqual([
      '0-33%: 9',
      '34-66%: 14',
      '67-100%: 16',
    ]);
    expect(chartFigures('Pass vs Fail')).toEqual(['Pass: 58', 'Fail: 19']);
    // Levels by their labels, lowest first, whatever order the server used.
    expect(chartFigures('Groups by Level')).toEqual(['Zero: 4', 'L1: 6', 'LC6: 2']);
  });

  it('draws the score and level charts as bars and the shares as doughnuts', async () => {
    await openOverview();

    const kind = (title: string) =>
      within(screen.getByRole('region', { name: title })).getByRole('list').dataset.kind;
    expect(kind('Student Degrees / Performance')).toBe('bar');
    expect(kind('Group Sessions Completion')).toBe('doughnut');
    expect(kind('Pass vs Fail')).toBe('doughnut');
    expect(kind('Groups by Level')).toBe('bar');
  });

  it('names every chart by its figures and lists them in a table for screen readers', async () => {
    await openOverview();

    const scores = screen.getByRole('region', { name: 'Student Degrees / Performance' });
    expect(
      within(scores).getByRole('list', {
        name: 'Student Degrees / Performance (students): 0-60: 12, 60-70: 25, 70-85: 40, 85-100: 18',
      }),
    ).toBeInTheDocument();
    const table = within(scores).getByRole('table', { name: 'Student Degrees / Performance' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Student Degrees / PerformanceStudents',
      '0-6012',
      '60-7025',
      '70-8540',
      '85-10018',
    ]);
  });

  it('says how many evaluations are still pending under Pass vs Fail', async () => {
    await openOverview();

    expect(
      within(screen.getByRole('region', { name: 'Pass vs Fail' })).getByText(
        '18 evaluations pending',
      ),
    ).toBeVisible();
  });

  it('counts passed/true as a pass and failed/false as a fail (spec section 9)', async () => {
    // The API's own keys (pass, fail, pending) are there, as its response schema requires; the
    // others are the spellings the screen counts as well.
    await openOverview(
      makeOverview({
        pass_fail: {
          passed: 3,
          true: 2,
          pass: 1,
          failed: 4,
          false: 1,
          fail: 0,
          pending: 5,
        } as never,
      }),
    );

    expect(chartFigures('Pass vs Fail')).toEqual(['Pass: 6', 'Fail: 5']);
    expect(screen.getByText('5 evaluations pending')).toBeVisible();
  });

  it('shows an empty centre as zeros and "No data yet" instead of empty charts', async () => {
    await openOverview(EMPTY_OVERVIEW);

    expect(card('Total Students').value).toBe('0');
    expect(card('Active Groups').value).toBe('0');
    expect(card('Average Score').value).toBe('0');
    expect(card('Avg Attendance %').value).toBe('0%');
    expect(screen.queryByRole('region', { name: 'Finance' })).not.toBeInTheDocument();
    for (const title of [
      'Student Degrees / Performance',
      'Group Sessions Completion',
      'Pass vs Fail',
      'Groups by Level',
    ]) {
      const region = screen.getByRole('region', { name: title });
      expect(within(region).getByText('No data yet')).toBeVisible();
      expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    }
  });

  it('shows one chart as empty while the others have figures', async () => {
    await openOverview(makeOverview({ groups_by_level: [] }));

    expect(screen.getAllByText('No data yet')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Groups by Level' })).getByText('No data yet'),
    ).toBeVisible();
  });
});
