// What each card of the loaded dashboard shows (spec sections 2, 4 and 9).
import { screen, waitFor, within } from '@testing-library/react';
import type { LedgerEntry, StudentProfileDetail } from 'shared-domain';
import { makeDashboardProfile, makeLevelHistoryEntry, makeUser } from 'shared-domain/factory';
import { renderScreen, setupDownloads, setupFakeApi, signIn, tableRows } from 'test-support';
import Dashboard from '../exposes/Dashboard';

const STUDENT_ID = makeUser('student').id;

const api = setupFakeApi();
const downloads = setupDownloads();

/** Renders the dashboard for the given profile and waits until it has loaded. */
async function showDashboard(profile: StudentProfileDetail = makeDashboardProfile()) {
  api.on('GET', `/api/student-profiles/${STUDENT_ID}/`, { status: 200, body: profile });
  signIn(makeUser('student'));
  const view = await renderScreen(<Dashboard />, { apiUrl: api.url });
  await screen.findByRole('region', { name: 'Profile' });
  return view;
}

function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The text on the row of a card's detail list labelled `label`. */
function detail(cardName: string, label: string): string | null {
  const term = within(card(cardName)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

function bar(cardName: string, label: string): HTMLElement {
  return within(card(cardName)).getByRole('progressbar', { name: label });
}

it('shows every card, in order, when the student has a group and a call', async () => {
  await showDashboard();

  const titles = screen
    .getAllByRole('region')
    .filter((region) => region.tagName === 'SECTION')
    .map((region) => region.getAttribute('aria-label'));
  expect(titles).toEqual([
    'Profile',
    'Course Progress',
    'Financial Status',
    'Group Details',
    'Call Sessions',
    'Attendance',
    'Academic Performance',
    'Additional Info',
    'My levels',
  ]);
});

it('hides Group Details without a group and Call Sessions without a call', async () => {
  await showDashboard(makeDashboardProfile({ group: null, call: null }));

  expect(screen.queryByRole('region', { name: 'Group Details' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Call Sessions' })).not.toBeInTheDocument();
  expect(card('Attendance')).toBeVisible();
  expect(card('Academic Performance')).toBeVisible();
});

describe('Profile', () => {
  it('shows the name, contact details and the Active and Verified badges', async () => {
    await showDashboard();

    const profile = within(card('Profile'));
    expect(profile.getByText('Sara Hassan')).toBeVisible();
    expect(profile.getByText('@sara_hassan')).toBeVisible();
    expect(profile.getByText('Active')).toBeVisible();
    expect(profile.getByText('Verified')).toBeVisible();
    expect(detail('Profile', 'Email')).toBe('student@linguadesk.test');
    expect(detail('Profile', 'Phone')).toBe('+201001234567');
    expect(detail('Profile', 'Gender')).toBe('Female');
    expect(detail('Profile', 'Nationality')).toBe('Egyptian');
  });

  it.each([
    ['inactive', 'Inactive'],
    ['waiting', 'Awaiting enrolment'],
  ] as const)(
    'reads %s as "%s" and Verification Pending when unverified',
    async (status, label) => {
      const base = makeDashboardProfile();
      await showDashboard(
        makeDashboardProfile({
          status,
          user: { ...base.user, is_verified: false, phone_number: null },
        }),
      );

      const profile = within(card('Profile'));
      expect(profile.getByText(label)).toBeVisible();
      expect(profile.getByText('Verification Pending')).toBeVisible();
      expect(profile.queryByText('Active')).not.toBeInTheDocument();
      expect(profile.queryByText('Verified')).not.toBeInTheDocument();
      expect(detail('Profile', 'Phone')).toBe('Not provided');
    },
  );

  it('does not call a waiting student Inactive', async () => {
    await showDashboard(makeDashboardProfile({ status: 'waiting' }));
    expect(within(card('Profile')).queryByText('Inactive')).not.toBeInTheDocument();
  });
});

describe('Course Progress', () => {
  it('names the level, fills the bar over 14 levels and counts the levels', async () => {
    await showDashboard(
      makeDashboardProfile({ current_level: 5, total_levels: 8, remaining_levels: 3 }),
    );

    const progress = within(card('Course Progress'));
    expect(progress.getByText('L3')).toBeVisible();
    expect(progress.getByText('Level 5 of 14')).toBeVisible();
    expect(bar('Course Progress', 'Level progress')).toHaveAttribute(
      'aria-valuenow',
      String((5 / 14) * 100),
    );
    expect(progress.getByText('36%')).toBeVisible();
    expect(detail('Course Progress', 'Total levels')).toBe('8');
    expect(detail('Course Progress', 'Remaining levels')).toBe('3');
    expect(detail('Course Progress', 'Course type')).toBe('Private');
  });

  it('fills the whole bar at the last level', async () => {
    await showDashboard(makeDashboardProfile({ current_level: 14, private_or_group: 'group' }));

    expect(within(card('Course Progress')).getByText('LC6')).toBeVisible();
    expect(within(card('Course Progress')).getByText('100%')).toBeVisible();
    expect(detail('Course Progress', 'Course type')).toBe('Group');
  });
});

describe('Financial Status', () => {
  it('shows the amounts, indebtedness, currency, offer and (amount - outstanding) / amount', async () => {
    await showDashboard();

    const finance = within(card('Financial Status'));
    expect(finance.getByText('$1,500.00')).toBeVisible();
    expect(finance.getByText('$500.00')).toBeVisible();
    expect(bar('Financial Status', 'Payment progress')).toHaveAttribute(
      'aria-valuenow',
      String((1000 / 1500) * 100),
    );
    expect(finance.getByText('67%')).toBeVisible();
    expect(detail('Financial Status', 'Indebtedness')).toBe('Yes');
    expect(detail('Financial Status', 'Currency')).toBe('USD');
    expect(detail('Financial Status', 'Offer')).toBe('3 levels for 1500');
  });

  it('shows a paid-up student with full progress and any currency code', async () => {
    await showDashboard(
      makeDashboardProfile({
        amount: '1800.00',
        outstanding_amount: '0.00',
        indebtedness: false,
        currency: 'EGP',
        offer: null,
      }),
    );

    const finance = within(card('Financial Status'));
    expect(finance.getByText('EGP 1,800.00')).toBeVisible();
    expect(finance.getByText('100%')).toBeVisible();
    expect(detail('Financial Status', 'Indebtedness')).toBe('No');
    expect(detail('Financial Status', 'Offer')).toBe('No offer');
  });

  it('says no fee is recorded when nothing is charged, not "Paid up" beside 0 %', async () => {
    await showDashboard(
      makeDashboardProfile({ amount: '0.00', outstanding_amount: '0.00', indebtedness: false }),
    );

    const finance = within(card('Financial Status'));
    expect(finance.getByText('No fees recorded')).toBeVisible();
    expect(finance.getByText('No course fee has been recorded yet.')).toBeVisible();
    expect(finance.queryByText('Paid up')).not.toBeInTheDocument();
    expect(finance.queryByText('0%')).not.toBeInTheDocument();
    expect(finance.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reads "Paid up" for a charged student who owes nothing, "Balance due" otherwise', async () => {
    await showDashboard(
      makeDashboardProfile({ amount: '900.00', outstanding_amount: '0.00', indebtedness: false }),
    );
    expect(within(card('Financial Status')).getByText('Paid up')).toBeVisible();
  });
});

it('shows the group schedule, level and staff in Group Details', async () => {
  await showDashboard();

  expect(within(card('Group Details')).getByText('Saturday/Tuesday')).toBeVisible();
  expect(detail('Group Details', 'Days')).toBe('Sat/Tue');
  expect(detail('Group Details', 'Hours')).toBe('4 PM - 6 PM');
  expect(detail('Group Details', 'Group level')).toBe('L3');
  expect(detail('Group Details', 'Instructor')).toBe('Omar Khalil');
  expect(detail('Group Details', 'Supervisor')).toBe('Dina Saleh');
  expect(detail('Group Details', 'Account manager')).toBe('Karim Nasser');
});

it('shows the call time, duration and staff in Call Sessions', async () => {
  await showDashboard();

  expect(detail('Call Sessions', 'Time')).toBe('2:30 PM');
  expect(detail('Call Sessions', 'Duration')).toBe('7 months');
  expect(detail('Call Sessions', 'Caller')).toBe('Laila Mansour');
  expect(detail('Call Sessions', 'Supervisor')).toBe('Dina Saleh');
  expect(detail('Call Sessions', 'Account manager')).toBe('Not assigned');
});

describe('Attendance', () => {
  it('marks each of the 9 sessions and shows the rounded percent', async () => {
    await showDashboard();

    const attendance = within(card('Attendance'));
    const sessions = attendance.getAllByRole('listitem');
    expect(sessions.map((session) => session.getAttribute('aria-label'))).toEqual([
      'Session 1: attended',
      'Session 2: attended',
      'Session 3: not attended',
      'Session 4: attended',
      'Session 5: not attended',
      'Session 6: not attended',
      'Session 7: attended',
      'Session 8: attended',
      'Session 9: not attended',
    ]);
    expect(attendance.getByText('5 of 9 sessions attended')).toBeVisible();
    expect(attendance.getAllByText('56%')).not.toHaveLength(0);
  });

  it('reads 0% for a student with no record yet', async () => {
    await showDashboard(
      makeDashboardProfile({ attendance: { sessions: Array(9).fill(false), total_attendance: 0 } }),
    );

    expect(within(card('Attendance')).getByText('0 of 9 sessions attended')).toBeVisible();
    expect(within(card('Attendance')).getAllByText('0%')).not.toHaveLength(0);
  });
});

describe('Academic Performance', () => {
  it('shows the five scores against their caps and the total out of 100', async () => {
    await showDashboard();

    // Each figure reads right after its label.
    const performance = card('Academic Performance');
    expect(performance).toHaveTextContent(/Oral\s*36 \/ 50/);
    expect(performance).toHaveTextContent(/Participation\s*18 \/ 20/);
    expect(performance).toHaveTextContent(/Written\s*9 \/ 10/);
    expect(performance).toHaveTextContent(/Listening\s*8 \/ 10/);
    expect(performance).toHaveTextContent(/Tasks\s*7 \/ 10/);
    expect(bar('Academic Performance', 'Oral')).toHaveAttribute('aria-valuenow', '72');
    expect(performance).toHaveTextContent(/Total score\s*78 \/ 100/);
  });

  it.each([
    ['pending', 'Pending'],
    ['pass', 'Passed'],
    ['fail', 'Failed'],
  ] as const)('reads %s as the %s badge', async (passFail, badge) => {
    await showDashboard(
      makeDashboardProfile({
        evaluation: { ...makeDashboardProfile().evaluation, pass_fail: passFail },
      }),
    );

    expect(within(card('Academic Performance')).getByText(badge)).toBeVisible();
  });
});

it('shows the certificate, student id and record dates in Additional Info', async () => {
  await showDashboard();

  expect(detail('Additional Info', 'Certificate')).toBe('Yes');
  expect(detail('Additional Info', 'Student ID')).toBe(String(STUDENT_ID));
  expect(detail('Additional Info', 'Member since')).toBe('Sep 2, 2025');
  expect(detail('Additional Info', 'Last updated')).toBe('Nov 21, 2025');
});

describe('My levels', () => {
  it('lists each finished level, oldest first, with dates, scores, result and decision', async () => {
    await showDashboard(
      makeDashboardProfile({
        level_history: [
          makeLevelHistoryEntry({
            level: 3,
            new_level: 4,
            started_at: '2025-06-01T09:00:00.000Z',
            finished_at: '2025-07-30T16:00:00.000Z',
            oral: 40,
            participation: 20,
            written: 10,
            listening: 0,
            tasks: 0,
            total_score: 70,
            total_attendance: 9,
            result: 'pass',
          }),
          makeLevelHistoryEntry({ level: 4, result: 'fail', decision: 'failed', new_level: null }),
        ],
      }),
    );

    expect(within(card('My levels')).getByText('2 finished levels')).toBeVisible();
    expect(tableRows('My levels', card('My levels'))).toEqual([
      [
        'L1',
        'Jun 1, 2025 – Jul 30, 2025',
        '70 / 100Oral 40, Participation 20, Written 10, Listening 0, Tasks 0',
        '9 / 9',
        'Passed',
        'Moved up to L2',
      ],
      [
        'L2',
        'Sep 2, 2025 – Oct 28, 2025',
        '78 / 100Oral 36, Participation 18, Written 9, Listening 8, Tasks 7',
        '8 / 9',
        'Failed',
        'Not passed: back to waiting',
      ],
    ]);
  });

  it('tells a pass below the pass mark (a decision) apart from a pass by the scores', async () => {
    await showDashboard(
      makeDashboardProfile({
        level_history: [
          makeLevelHistoryEntry({
            oral: 35,
            participation: 14,
            written: 7,
            listening: 7,
            tasks: 6,
            total_score: 69,
            result: 'pass',
            marked_by: 'Dana Ops',
            marked_at: '2025-10-27T10:00:00.000Z',
          }),
          makeLevelHistoryEntry({ oral: 20, total_score: 60, result: 'pass' }),
        ],
      }),
    );

    const table = within(card('My levels')).getByRole('table', { name: 'My levels' });
    const [, row, unnamed] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Passed by decision')).toBeVisible();
    expect(row).toHaveTextContent(
      'Below the pass mark; marked passed by Dana Ops on Oct 27, 2025.',
    );
    expect(within(row!).queryByText('Passed')).toBeNull();
    // No trace of who marked it (a level closed before the trail began): said without a name.
    expect(unnamed).toHaveTextContent('Below the pass mark; marked passed by the centre.');
  });

  it('lets a keyboard user reach the table to scroll it sideways', async () => {
    await showDashboard(makeDashboardProfile({ level_history: [makeLevelHistoryEntry()] }));

    const scroller = within(card('My levels')).getByRole('region', { name: 'My levels table' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table', { name: 'My levels' })).toBeVisible();
  });

  it('says so when no level is finished yet', async () => {
    await showDashboard(makeDashboardProfile({ level_history: [] }));

    expect(within(card('My levels')).getByRole('status')).toHaveTextContent(
      'No finished levels yet.',
    );
    expect(within(card('My levels')).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Your payments, on the financial card', () => {
  const LEDGER = `/api/student-profiles/${STUDENT_ID}/ledger/`;

  function payment(id: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
    return {
      id,
      student_id: STUDENT_ID,
      kind: 'payment',
      charge_minor: 0,
      paid_minor: 25000,
      currency: 'USD',
      method: 'cash',
      occurred_on: '2025-10-01',
      reference: null,
      reason: null,
      reverses_id: null,
      reversed_by_id: null,
      recorded_by: { id: 1, name: 'Dana Ops' },
      receipt: { year: 2025, number: id },
      created_at: '2025-10-01T10:00:00.000Z',
      ...overrides,
    };
  }

  function ledgerOf(entries: LedgerEntry[]) {
    return {
      student_id: STUDENT_ID,
      currency: 'USD',
      totals: { charged_minor: 150000, paid_minor: 100000, outstanding_minor: 50000 },
      entries,
    };
  }

  const payments = () =>
    within(card('Financial Status')).getByRole('group', { name: 'Your payments' });

  it('lists the payments, newest first, each with its receipt to download', async () => {
    const fee = {
      ...payment(1),
      kind: 'course_fee' as const,
      charge_minor: 150000,
      paid_minor: 0,
      receipt: null,
    };
    api.on('GET', LEDGER, {
      status: 200,
      body: ledgerOf([
        fee,
        payment(7),
        payment(9, {
          paid_minor: 5000,
          method: 'card',
          occurred_on: '2025-11-02',
          reversed_by_id: 10,
        }),
      ]),
    });
    const RECEIPT = `${LEDGER}9/receipt.pdf`;
    api.on('GET', RECEIPT, {
      status: 200,
      file: { contentType: 'application/pdf', text: '%PDF-1.3' },
    });
    const { user } = await showDashboard();

    const items = await within(payments()).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('$50.00ReversedNov 2, 2025 · Card · Receipt 2025/0009');
    expect(items[1]).toHaveTextContent('$250.00Oct 1, 2025 · Cash · Receipt 2025/0007');
    await user.click(within(items[0]!).getByRole('button', { name: 'Download receipt 2025/0009' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['receipt-2025-0009.pdf']));
    expect(await downloads[0]!.file.text()).toBe('%PDF-1.3');
  });

  it('says so when no payment is recorded yet', async () => {
    api.on('GET', LEDGER, { status: 200, body: ledgerOf([]) });
    await showDashboard();
    expect(await within(payments()).findByText('No payments recorded yet.')).toBeVisible();
  });

  it('says so when the payments cannot be read, and reads them again on Try again', async () => {
    api.on('GET', LEDGER, { status: 500, body: {} });
    const { user } = await showDashboard();
    const alert = await within(payments()).findByRole('alert');
    expect(alert).toHaveTextContent('Your payments could not be loaded.');
    // The rest of the card stays.
    expect(within(card('Financial Status')).getByText('$1,500.00')).toBeVisible();
    api.on('GET', LEDGER, { status: 200, body: ledgerOf([payment(3)]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(payments()).findByText(/Receipt 2025\/0003/)).toBeVisible();
  });
});
