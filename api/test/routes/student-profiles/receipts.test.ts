import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { hasLine, pdfText } from '../../helpers/pdf';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import { updateProfile } from '../../helpers/groups';

let t: TestApp;
let asManager: Inject;
let keys = 0;
const key = () => `receipt-key-${(keys += 1)}-abcdef`;

beforeAll(async () => {
  t = await buildTestApp();
  asManager = (
    await signedInAs(t.app, 'account_manager', { firstName: 'Amal', lastName: 'Kassem' })
  ).inject;
});
afterAll(() => t.close());

const ledgerUrl = (id: number) => `/api/student-profiles/${id}/ledger/`;
const receiptUrl = (id: number, entryId: number) => `${ledgerUrl(id)}${entryId}/receipt.pdf`;

async function newStudent(firstName: string, lastName: string) {
  const student = await createUser(t.app, { role: 'student', firstName, lastName });
  await updateProfile(t.app, student.id, { amount: '5000.00', outstandingAmount: '5000.00' });
  return student;
}

async function pay(studentId: number, amountMinor: number, extra: object = {}) {
  const res = await asManager({
    method: 'POST',
    url: ledgerUrl(studentId),
    payload: {
      kind: 'payment',
      amount_minor: amountMinor,
      currency: 'USD',
      method: 'cash',
      occurred_on: '2026-01-05',
      idempotency_key: key(),
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().entry as { id: number; receipt: { year: number; number: number } };
}

const numberOf = (entry: { receipt: { year: number; number: number } }) =>
  `${entry.receipt.year}/${String(entry.receipt.number).padStart(4, '0')}`;

describe('a payment receipt as PDF', () => {
  it('holds the number, payer, amount in figures and words, method, date and receiver', async () => {
    const student = await newStudent('Sara', 'Haddad');
    const entry = await pay(student.id, 123450, { reference: 'TRX-9' });
    const res = await asManager({ method: 'GET', url: receiptUrl(student.id, entry.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${numberOf(entry).replace('/', '-')}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    expect(hasLine(text, 'LinguaDesk')).toBe(true);
    expect(hasLine(text, 'Receipt number', numberOf(entry))).toBe(true);
    expect(hasLine(text, 'Date', 'January 5, 2026')).toBe(true);
    expect(hasLine(text, 'Received from', 'Sara Haddad')).toBe(true);
    expect(hasLine(text, 'Amount', '1,234.50 USD')).toBe(true);
    expect(
      hasLine(text, 'Amount in words', 'One thousand two hundred thirty-four and 50/100'),
    ).toBe(true);
    expect(hasLine(text, 'Currency', 'US Dollar (USD)')).toBe(true);
    expect(hasLine(text, 'Payment method', 'Cash')).toBe(true);
    expect(hasLine(text, 'Reference', 'TRX-9')).toBe(true);
    expect(hasLine(text, 'Received by', 'Amal Kassem')).toBe(true);
  });

  it('is written in Arabic for an Arabic request, its words in the order they are read', async () => {
    const student = await newStudent('ليلى', 'حداد');
    const entry = await pay(student.id, 123450);
    const res = await asManager({
      method: 'GET',
      url: receiptUrl(student.id, entry.id),
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(hasLine(text, 'إيصال استلام')).toBe(true);
    expect(hasLine(text, 'رقم الإيصال', numberOf(entry))).toBe(true);
    expect(hasLine(text, 'استلمنا من', 'ليلى حداد')).toBe(true);
    // Figures and a currency code are two left-to-right runs: pdftotext reads them as drawn.
    expect(hasLine(text, 'المبلغ', '1,234.50', 'USD')).toBe(true);
    expect(hasLine(text, 'المبلغ كتابةً', 'فقط ألف ومئتان وأربعة وثلاثون و50/100 لا غير')).toBe(
      true,
    );
    expect(hasLine(text, 'طريقة الدفع', 'نقدًا')).toBe(true);
    expect(hasLine(text, 'المستلِم', 'Amal Kassem')).toBe(true);
    // Read back in the order written, not drawn: the name's words are not turned around.
    expect(hasLine(text, 'حداد ليلى')).toBe(false);
  });

  it('says when the payment was reversed', async () => {
    const student = await newStudent('Omar', 'Nasser');
    const entry = await pay(student.id, 10000);
    const reversed = await asManager({
      method: 'POST',
      url: `${ledgerUrl(student.id)}${entry.id}/reverse/`,
      payload: { reason: 'Card declined', idempotency_key: key() },
    });
    expect(reversed.statusCode).toBe(201);
    const res = await asManager({ method: 'GET', url: receiptUrl(student.id, entry.id) });
    expect(pdfText(res.rawPayload)).toContain('This payment was reversed');
  });

  it('is the student’s own to read, and exists for payments only', async () => {
    const own = await signedInAs(t.app, 'student', { firstName: 'Lina', lastName: 'Saleh' });
    await updateProfile(t.app, own.user.id, { amount: '500.00', outstandingAmount: '500.00' });
    const other = await newStudent('Hadi', 'Karam');
    const entry = await pay(own.user.id, 10000);
    const otherEntry = await pay(other.id, 10000);
    const mine = await own.inject({ method: 'GET', url: receiptUrl(own.user.id, entry.id) });
    expect(mine.statusCode).toBe(200);
    expect(pdfText(mine.rawPayload)).toContain('Lina Saleh');
    const theirs = await own.inject({ method: 'GET', url: receiptUrl(other.id, otherEntry.id) });
    expect(theirs.statusCode).toBe(403);
    const fee = await asManager({
      method: 'POST',
      url: ledgerUrl(other.id),
      payload: { kind: 'course_fee', amount_minor: 500, currency: 'USD', idempotency_key: key() },
    });
    expect(fee.statusCode).toBe(201);
    const notPayment = await asManager({
      method: 'GET',
      url: receiptUrl(other.id, fee.json().entry.id),
    });
    expect(notPayment.statusCode).toBe(404);
    const elsewhere = await asManager({ method: 'GET', url: receiptUrl(other.id, entry.id) });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('mailing a receipt to the student', () => {
  const mailUrl = (id: number, entryId: number) => `${ledgerUrl(id)}${entryId}/receipt/mail/`;

  it('queues a mail in the student’s language with the receipt attached, audited', async () => {
    const student = await newStudent('Rania', 'Aziz');
    await rows(t.app.db, sql`UPDATE users SET locale = 'ar' WHERE id = ${student.id}`);
    const entry = await pay(student.id, 25000);
    const res = await asManager({ method: 'POST', url: mailUrl(student.id, entry.id) });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`Receipt ${numberOf(entry)} was sent to ${student.email}.`);
    const [mail] = await rows<{
      subject: string;
      attachment_name: string;
      attachment_type: string;
      attachment: string;
    }>(
      t.app.db,
      sql`SELECT subject, attachment_name, attachment_type, attachment FROM email_outbox
          WHERE to_address = ${student.email}`,
    );
    expect(mail!.subject).toBe(
      `إيصالك رقم \u2068${numberOf(entry)}\u2069 من \u2068LinguaDesk\u2069`,
    );
    expect(mail!.attachment_name).toBe(`receipt-${numberOf(entry).replace('/', '-')}.pdf`);
    expect(mail!.attachment_type).toBe('application/pdf');
    const text = pdfText(Buffer.from(mail!.attachment, 'base64'));
    expect(hasLine(text, 'استلمنا من', 'Rania Aziz')).toBe(true);
    expect(hasLine(text, 'المبلغ', '250.00', 'USD')).toBe(true);
    const audit = await rows<{ action: string; actor_name: string; changes: object }>(
      t.app.db,
      sql`SELECT action, actor_name, changes FROM audit_log
          WHERE action = 'ledger.receipt_mail' AND record_id = ${entry.id}`,
    );
    expect(audit).toEqual([
      {
        action: 'ledger.receipt_mail',
        actor_name: 'Amal Kassem',
        changes: { sent_to: { before: null, after: student.email } },
      },
    ]);
  });

  it('refuses a receipt mailed too often, and payments that are not there', async () => {
    const student = await newStudent('Sami', 'Fares');
    const entry = await pay(student.id, 1000);
    for (let i = 0; i < t.app.config.emailMaxRequests; i += 1) {
      const sent = await asManager({ method: 'POST', url: mailUrl(student.id, entry.id) });
      expect(sent.statusCode).toBe(202);
    }
    const refused = await asManager({ method: 'POST', url: mailUrl(student.id, entry.id) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const missing = await asManager({ method: 'POST', url: mailUrl(student.id, entry.id + 1000) });
    expect(missing.statusCode).toBe(404);
  });
});
