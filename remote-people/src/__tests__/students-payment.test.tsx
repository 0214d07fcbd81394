// Recording a payment from the Student List and from a student's history: the balance now and
// after, the over-payment's confirmation, one payment however often it is submitted, the server's
// refusal on its field, and the same in Arabic.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { LedgerEntry, StudentLedger } from 'shared-domain';
import { makeStudent, page } from 'shared-domain/factory';
import { setLocale } from 'shared-i18n';
import { renderScreen, setupDownloads, setupFakeApi, signIn } from 'test-support';
import Students from '../exposes/Students';
import { INSTRUCTOR, OPS } from './support/people-fixtures';

const LIST = '/api/student-profiles/';
const NOUR = makeStudent(21, { group: null, call: null, status: 'active' });
const LEDGER = `/api/student-profiles/${NOUR.id}/ledger/`;
const api = setupFakeApi();
const downloads = setupDownloads();

function entry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 1,
    student_id: NOUR.id,
    kind: 'opening',
    charge_minor: 150000,
    paid_minor: 100000,
    currency: 'USD',
    method: null,
    occurred_on: '2025-09-01',
    reference: null,
    reason: 'Balance carried over',
    reverses_id: null,
    reversed_by_id: null,
    recorded_by: null,
    receipt: null,
    created_at: '2025-09-01T10:00:00.000Z',
    ...overrides,
  };
}

function ledger(entries: LedgerEntry[]): StudentLedger {
  const charged = entries.reduce((sum, e) => sum + e.charge_minor, 0);
  const paid = entries.reduce((sum, e) => sum + e.paid_minor, 0);
  return {
    student_id: NOUR.id,
    currency: 'USD',
    totals: { charged_minor: charged, paid_minor: paid, outstanding_minor: charged - paid },
    entries,
  };
}

const PAYMENT = entry({
  id: 2,
  kind: 'payment',
  charge_minor: 0,
  paid_minor: 20000,
  method: 'card',
  occurred_on: '2025-11-20',
  reason: null,
  recorded_by: { id: OPS.id, name: 'Dana Ops' },
  receipt: { year: 2025, number: 14 },
});

beforeEach(() => {
  api.on('GET', LIST, { status: 200, body: page([NOUR]) });
  api.on('GET', LEDGER, { status: 200, body: ledger([entry()]) });
  api.on('POST', LEDGER, (request) => {
    const body = request.body as { amount_minor: number };
    const written = { ...PAYMENT, paid_minor: body.amount_minor };
    return {
      status: 201,
      body: {
        entry: written,
        balance_before_minor: 50000,
        balance_after_minor: 50000 - body.amount_minor,
        totals: {
          charged_minor: 150000,
          paid_minor: 100000 + body.amount_minor,
          outstanding_minor: 50000 - body.amount_minor,
        },
        replayed: false,
      },
    };
  });
});

async function openDialog() {
  signIn(OPS);
  const view = await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
  await view.user.click(
    await screen.findByRole('button', { name: 'Record payment for Student21 Test' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Record payment for Student21 Test' });
  await within(dialog).findByText('$500.00');
  return { ...view, dialog };
}

describe('recording a payment from the Student List', () => {
  it('shows the balance before and after, sends the payment once, and refreshes the list', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('group', { name: 'Balance now' })).toHaveTextContent('$500.00');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ }), '200.50');
    expect(
      within(dialog).getByRole('group', { name: 'Balance after this payment' }),
    ).toHaveTextContent('$299.50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Method/ }), 'Card');
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'POS-77');
    const listReads = api.calls('GET', LIST).length;
    const submit = within(dialog).getByRole('button', { name: 'Record payment' });
    await user.dblClick(submit);

    expect(await screen.findByText('Payment of $200.50 recorded.')).toBeVisible();
    const sent = api.calls('POST', LEDGER);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      kind: 'payment',
      amount_minor: 20050,
      currency: 'USD',
      method: 'card',
      reference: 'POS-77',
      allow_overpayment: false,
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', LIST).length).toBeGreaterThan(listReads));
  });

  it('asks to confirm a payment above the balance before sending it', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '600');
    expect(
      within(dialog).getByText(
        'This is more than the $500.00 outstanding: the student will be $100.00 in credit.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      within(dialog).getByText('Confirm the over-payment, or enter at most the balance.'),
    ).toBeVisible();
    expect(api.calls('POST', LEDGER)).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Record the over-payment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(api.calls('POST', LEDGER)).toHaveLength(1));
    expect(api.calls('POST', LEDGER)[0]!.body).toMatchObject({
      amount_minor: 60000,
      allow_overpayment: true,
    });
  });

  it('refuses an amount that is not money, and shows the server’s refusal on its field', async () => {
    api.on('POST', LEDGER, {
      status: 400,
      body: { occurred_on: ['The date cannot be in the future.'] },
    });
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('Enter an amount greater than 0.')).toBeVisible();
    expect(api.calls('POST', LEDGER)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('The date cannot be in the future.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('10');
  });

  it('says so when the balance cannot be read, and records nothing', async () => {
    api.on('GET', LEDGER, { status: 500, body: { detail: 'Server error.' } });
    signIn(OPS);
    const { user } = await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
    await user.click(
      await screen.findByRole('button', { name: 'Record payment for Student21 Test' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Server error occurred while loading the balance/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(api.calls('POST', LEDGER)).toHaveLength(0);
  });

  it('is not offered to an instructor', async () => {
    signIn(INSTRUCTOR);
    await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
    await screen.findByRole('row', { name: /Student21 Test/ });
    expect(screen.queryByRole('button', { name: /Record a payment/ })).not.toBeInTheDocument();
  });
});

describe('a student’s payments in their history', () => {
  it('lists the ledger with its balance, and records a payment from there', async () => {
    api.on('GET', `/api/student-profiles/${NOUR.id}/`, {
      status: 200,
      body: { ...NOUR, level_history: [] },
    });
    api.on('GET', `/api/student-profiles/${NOUR.id}/activity/`, { status: 200, body: page([]) });
    api.on('GET', LEDGER, { status: 200, body: ledger([entry(), PAYMENT]) });
    signIn(OPS);
    const { user } = await renderScreen(<Students />, {
      apiUrl: api.url,
      path: `/students?history=${NOUR.id}`,
      route: '/students',
    });
    const section = await screen.findByRole('region', { name: 'Payments and charges' });
    expect(await within(section).findByText('Outstanding balance: $300.00')).toBeVisible();
    const rows = within(section).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('DateEntryChargedPaidMethodRecorded byReceipt');
    expect(rows[1]).toHaveTextContent(
      'Sep 1, 2025Opening balanceBalance carried over$1,500.00$1,000.00-System',
    );
    expect(rows[2]).toHaveTextContent('Nov 20, 2025Payment$200.00CardDana Ops2025/0014');
    expect(within(rows[1]!).queryByRole('button', { name: /receipt/ })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record payment for Student21 Test',
    });
    await within(dialog).findByRole('group', { name: 'Balance now' });
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $50.00 recorded.')).toBeVisible();
    await waitFor(() => expect(api.calls('GET', LEDGER).length).toBeGreaterThanOrEqual(3));
  });
});

describe('a payment’s receipt in the history', () => {
  const RECEIPT = `/api/student-profiles/${NOUR.id}/ledger/${PAYMENT.id}/receipt.pdf`;
  const MAIL = `/api/student-profiles/${NOUR.id}/ledger/${PAYMENT.id}/receipt/mail/`;

  async function openHistory(as = OPS) {
    api.on('GET', `/api/student-profiles/${NOUR.id}/`, {
      status: 200,
      body: { ...NOUR, level_history: [] },
    });
    api.on('GET', `/api/student-profiles/${NOUR.id}/activity/`, { status: 200, body: page([]) });
    api.on('GET', LEDGER, { status: 200, body: ledger([entry(), PAYMENT]) });
    signIn(as);
    const view = await renderScreen(<Students />, {
      apiUrl: api.url,
      path: `/students?history=${NOUR.id}`,
      route: '/students',
    });
    const section = await screen.findByRole('region', { name: 'Payments and charges' });
    await within(section).findByText('2025/0014');
    return { ...view, section };
  }

  it('downloads the receipt as the server writes it', async () => {
    api.on('GET', RECEIPT, {
      status: 200,
      file: { contentType: 'application/pdf', text: '%PDF-1.3' },
    });
    const { user, section } = await openHistory();
    await user.click(within(section).getByRole('button', { name: 'Download receipt 2025/0014' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['receipt-2025-0014.pdf']));
    expect(await downloads[0]!.file.text()).toBe('%PDF-1.3');
    expect(api.calls('GET', RECEIPT)[0]!.authorization).toMatch(/^Bearer /);
  });

  it('says so when the receipt cannot be downloaded', async () => {
    api.on('GET', RECEIPT, { status: 500, body: {} });
    const { user, section } = await openHistory();
    await user.click(within(section).getByRole('button', { name: 'Download receipt 2025/0014' }));
    expect(await screen.findByText(/downloading the receipt/)).toBeVisible();
    expect(downloads).toEqual([]);
  });

  it('mails the receipt to the student and shows where it went', async () => {
    api.on('POST', MAIL, {
      status: 202,
      body: { message: 'Receipt 2025/0014 was sent to nour@example.test.' },
    });
    const { user, section } = await openHistory();
    await user.click(
      within(section).getByRole('button', { name: 'E-mail receipt 2025/0014 to the student' }),
    );
    expect(
      await screen.findByText('Receipt 2025/0014 was sent to nour@example.test.'),
    ).toBeVisible();
    expect(api.calls('POST', MAIL)).toHaveLength(1);
  });
});

describe('in Arabic', () => {
  beforeEach(() => setLocale('ar', 'latn'));
  // The screen is still mounted here: it draws again in English, inside act.
  afterEach(() =>
    act(async () => {
      await setLocale('en', 'latn');
    }),
  );

  it('reads the dialog, the balances and the over-payment warning in Arabic', async () => {
    signIn(OPS);
    const { user } = await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
    const name = '\u2068Student21 Test\u2069';
    await user.click(await screen.findByRole('button', { name: `تسجيل دفعة للطالب ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `تسجيل دفعة للطالب ${name}` });
    expect(await within(dialog).findByRole('group', { name: 'الرصيد الحالي' })).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /المبلغ/ }), '600');
    expect(within(dialog).getByText(/هذا أكثر من الرصيد المستحق/)).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'تسجيل الدفع الزائد' })).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: /طريقة الدفع/ })).toHaveDisplayValue(
      'نقدًا',
    );
  });
});
