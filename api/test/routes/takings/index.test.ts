import { hasLine, pdfText } from '../../helpers/pdf';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import { updateProfile } from '../../helpers/groups';

let t: TestApp;
let asAmal: Inject;
let asOmar: Inject;
let amalId: number;
let omarId: number;
let keys = 0;

const DAY = '2026-01-05';
const NEXT = '2026-01-06';

async function student(currency = 'USD') {
  const s = await createUser(t.app, { role: 'student' });
  await updateProfile(t.app, s.id, { currency });
  await updateProfile(t.app, s.id, { amount: '5000.00', outstandingAmount: '5000.00' });
  return s.id;
}

async function write(inject: Inject, studentId: number, payload: object) {
  const res = await inject({
    method: 'POST',
    url: `/api/student-profiles/${studentId}/ledger/`,
    payload: { currency: 'USD', idempotency_key: `takings-${(keys += 1)}-key`, ...payload },
  });
  expect(res.statusCode).toBe(201);
  return res.json().entry as { id: number };
}

beforeAll(async () => {
  t = await buildTestApp();
  const amal = await signedInAs(t.app, 'account_manager', { firstName: 'Amal', lastName: 'Said' });
  const omar = await signedInAs(t.app, 'operations_manager', {
    firstName: 'Omar',
    lastName: 'Nabil',
  });
  [asAmal, asOmar, amalId, omarId] = [amal.inject, omar.inject, amal.user.id, omar.user.id];

  const sara = await student();
  const nour = await student();
  const egp = await student('EGP');
  const pay = (method: string, amount_minor: number, occurred_on = DAY) => ({
    kind: 'payment',
    method,
    amount_minor,
    occurred_on,
  });
  await write(asAmal, sara, pay('cash', 10000));
  await write(asAmal, nour, pay('card', 25050));
  await write(asOmar, nour, pay('cash', 5000));
  const wrong = await write(asOmar, sara, pay('wallet', 7000));
  await asOmar({
    method: 'POST',
    url: `/api/student-profiles/${sara}/ledger/${wrong.id}/reverse/`,
    payload: { reason: 'Wrong student', idempotency_key: 'takings-reverse-1' },
  });
  await write(asAmal, sara, { ...pay('cash', 2000), kind: 'refund' });
  await write(asAmal, egp, { ...pay('bank_transfer', 300000), currency: 'EGP' });
  // Another day, and a charge: neither is in the day's takings.
  await write(asAmal, sara, pay('cash', 99900, NEXT));
  await write(asAmal, sara, { kind: 'course_fee', amount_minor: 50000 });
});
afterAll(() => t.close());

describe('GET /api/takings/', () => {
  it('sums a day by currency, method and who took it, less refunds and reversals', async () => {
    // The reversal is dated the day it was made (today): the wallet payment counts on its own day.
    const res = await asAmal({ method: 'GET', url: `/api/takings/?from=${DAY}&to=${DAY}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: DAY,
      to: DAY,
      currencies: [
        {
          currency: 'EGP',
          payments: 1,
          total_minor: 300000,
          by_method: [{ method: 'bank_transfer', payments: 1, total_minor: 300000 }],
          by_staff: [
            { staff_id: amalId, staff_name: 'Amal Said', payments: 1, total_minor: 300000 },
          ],
        },
        {
          currency: 'USD',
          payments: 4,
          total_minor: 45050,
          by_method: [
            { method: 'card', payments: 1, total_minor: 25050 },
            { method: 'cash', payments: 2, total_minor: 13000 },
            { method: 'wallet', payments: 1, total_minor: 7000 },
          ],
          by_staff: expect.arrayContaining([
            { staff_id: amalId, staff_name: 'Amal Said', payments: 2, total_minor: 33050 },
            { staff_id: omarId, staff_name: 'Omar Nabil', payments: 2, total_minor: 12000 },
          ]),
        },
      ],
    });
  });

  it('covers a range of days, both included, and today when no day is given', async () => {
    const range = await asOmar({ method: 'GET', url: `/api/takings/?from=${DAY}&to=${NEXT}` });
    const usd = range.json().currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect(usd).toMatchObject({ payments: 5, total_minor: 45050 + 99900 });
    const today = (await asOmar({ method: 'GET', url: '/api/takings/' })).json();
    expect(today.from).toBe(today.to);
    // Today holds only the reversal (made today): the wallet payment taken back.
    expect(today.currencies).toEqual([
      {
        currency: 'USD',
        payments: 0,
        total_minor: -7000,
        by_method: [{ method: 'wallet', payments: 0, total_minor: -7000 }],
        by_staff: [{ staff_id: omarId, staff_name: 'Omar Nabil', payments: 0, total_minor: -7000 }],
      },
    ]);
    const empty = await asOmar({ method: 'GET', url: '/api/takings/?from=2020-01-01' });
    expect(empty.json()).toEqual({ from: '2020-01-01', to: '2020-01-01', currencies: [] });
  });

  it.each([
    [
      '?from=2026-01-06&to=2026-01-05',
      { to: ['The end of the range cannot be before its start.'] },
    ],
    ['?from=2025-01-01&to=2026-01-05', { to: ['A report covers at most 366 days.'] }],
    ['?from=2026-02-30', { from: ['Enter a valid date (YYYY-MM-DD).'] }],
  ])('refuses %s', async (query, errors) => {
    const res = await asAmal({ method: 'GET', url: `/api/takings/${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });
});

describe('GET /api/takings/export/', () => {
  it('writes the same sums as CSV, in the request’s language', async () => {
    const res = await asAmal({ method: 'GET', url: `/api/takings/export/?from=${DAY}` });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="takings-${DAY}-${DAY}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'Currency,By,Name,Payments,Total',
      'EGP,All,,1,3000.00',
      'EGP,Method,Bank transfer,1,3000.00',
      'EGP,Staff member,Amal Said,1,3000.00',
    ]);
    expect(lines).toContain('USD,All,,4,450.50');
    expect(lines).toContain('USD,Method,Card,1,250.50');
    const arabic = await asAmal({
      method: 'GET',
      url: `/api/takings/export/?from=${DAY}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.split('\r\n')[0]).toBe('\uFEFFالعملة,حسب,الاسم,الدفعات,الإجمالي');
    expect(arabic.body).toContain('USD,طريقة الدفع,بطاقة,1,250.50');
  });
});

describe('GET /api/takings/report.pdf', () => {
  it('prints the sums by method and staff member, per currency, in the request’s language', async () => {
    const res = await asAmal({ method: 'GET', url: `/api/takings/report.pdf?from=${DAY}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="takings-${DAY}-${DAY}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    expect(hasLine(text, 'Period', 'January 5, 2026')).toBe(true);
    expect(hasLine(text, 'Currency: USD')).toBe(true);
    expect(hasLine(text, 'Total', '4', '450.50 USD')).toBe(true);
    expect(hasLine(text, 'Card', '1', '250.50 USD')).toBe(true);
    expect(hasLine(text, 'Cash', '2', '130.00 USD')).toBe(true);
    expect(hasLine(text, 'Amal Said', '2', '330.50 USD')).toBe(true);
    expect(hasLine(text, 'Omar Nabil', '2', '120.00 USD')).toBe(true);
    expect(hasLine(text, 'Bank transfer', '1', '3,000.00 EGP')).toBe(true);
    expect(hasLine(text, 'Printed', 'Amal Said')).toBe(true);

    const arabic = await asAmal({
      method: 'GET',
      url: `/api/takings/report.pdf?from=${DAY}&to=${NEXT}`,
      headers: { 'accept-language': 'ar' },
    });
    const arabicText = pdfText(arabic.rawPayload);
    expect(hasLine(arabicText, 'المقبوضات')).toBe(true);
    expect(hasLine(arabicText, 'الفترة', 'من 5 يناير 2026 إلى 6 يناير 2026')).toBe(true);
    expect(hasLine(arabicText, 'حسب طريقة الدفع')).toBe(true);
    expect(hasLine(arabicText, 'نقدًا', '3', '1,129.00')).toBe(true);
  });

  it('says so when nothing was taken', async () => {
    const res = await asAmal({ method: 'GET', url: '/api/takings/report.pdf?from=2020-01-01' });
    expect(hasLine(pdfText(res.rawPayload), 'No payments were taken in this period.')).toBe(true);
  });
});
