import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import { createGroup, updateProfile } from '../../helpers/groups';

let t: TestApp;
let asManager: Inject;
let managerName: string;
let keys = 0;
const key = () => `test-key-${(keys += 1)}-abcdef`;

beforeAll(async () => {
  t = await buildTestApp();
  const manager = await signedInAs(t.app, 'account_manager', {
    firstName: 'Amal',
    lastName: 'Kassem',
  });
  asManager = manager.inject;
  managerName = 'Amal Kassem';
});
afterAll(() => t.close());

const ledgerUrl = (id: number) => `/api/student-profiles/${id}/ledger/`;

async function newStudent(amount = '1000.00', outstanding = '600.00') {
  const student = await createUser(t.app, { role: 'student' });
  await updateProfile(t.app, student.id, { amount, outstandingAmount: outstanding });
  return student;
}

const record = (id: number, payload: object, inject: Inject = asManager) =>
  inject({ method: 'POST', url: ledgerUrl(id), payload: { idempotency_key: key(), ...payload } });

const payment = (amount_minor: number, extra: object = {}) => ({
  kind: 'payment',
  amount_minor,
  currency: 'USD',
  method: 'cash',
  ...extra,
});

async function profileOf(id: number) {
  return (await asManager({ method: 'GET', url: `/api/student-profiles/${id}/` })).json();
}

describe('recording on a student ledger', () => {
  it('records a payment with the balance before and after, and the profile follows', async () => {
    const student = await newStudent();
    const res = await record(
      student.id,
      payment(25050, { method: 'bank_transfer', reference: 'TRX-1', occurred_on: '2026-01-05' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      balance_before_minor: 60000,
      balance_after_minor: 34950,
      totals: { charged_minor: 100000, paid_minor: 65050, outstanding_minor: 34950 },
      replayed: false,
      entry: {
        kind: 'payment',
        charge_minor: 0,
        paid_minor: 25050,
        currency: 'USD',
        method: 'bank_transfer',
        reference: 'TRX-1',
        occurred_on: '2026-01-05',
        reverses_id: null,
        reversed_by_id: null,
        recorded_by: { name: managerName },
      },
    });
    expect(await profileOf(student.id)).toMatchObject({
      amount: '1000.00',
      outstanding_amount: '349.50',
      indebtedness: true,
    });
    const ledger = (await asManager({ method: 'GET', url: ledgerUrl(student.id) })).json();
    expect(ledger.totals).toEqual({
      charged_minor: 100000,
      paid_minor: 65050,
      outstanding_minor: 34950,
    });
    expect(ledger.entries.map((e: { kind: string }) => e.kind)).toEqual(['adjustment', 'payment']);
  });

  it('records charges and discounts on the course amount', async () => {
    const student = await newStudent('0.00', '0.00');
    await record(student.id, { kind: 'course_fee', amount_minor: 150000, currency: 'usd' });
    await record(student.id, { kind: 'level_fee', amount_minor: 20000, currency: 'USD' });
    const res = await record(student.id, {
      kind: 'discount',
      amount_minor: 15000,
      currency: 'USD',
      reason: 'Early booking',
    });
    expect(res.json()).toMatchObject({
      balance_before_minor: 170000,
      balance_after_minor: 155000,
      entry: { kind: 'discount', charge_minor: -15000, method: null, reason: 'Early booking' },
    });
    expect(await profileOf(student.id)).toMatchObject({
      amount: '1550.00',
      outstanding_amount: '1550.00',
    });
  });

  it('refuses a payment above the balance unless it is confirmed, then leaves a credit', async () => {
    const student = await newStudent('100.00', '40.00');
    const refused = await record(student.id, payment(4001));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      amount_minor: [
        'This payment is more than the outstanding balance (40.00 USD). Confirm the over-payment to record it.',
      ],
    });
    const accepted = await record(student.id, payment(5000, { allow_overpayment: true }));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().balance_after_minor).toBe(-1000);
    expect(await profileOf(student.id)).toMatchObject({
      outstanding_amount: '-10.00',
      indebtedness: false,
    });
  });

  it('refuses a refund above what was paid, another currency, and a day still to come', async () => {
    const student = await newStudent('100.00', '40.00');
    expect((await record(student.id, { ...payment(6001), kind: 'refund' })).json()).toEqual({
      amount_minor: ['A refund cannot be more than what was paid (60.00 USD).'],
    });
    expect((await record(student.id, payment(100, { currency: 'EGP' }))).json()).toEqual({
      currency: ["This student's ledger is kept in USD."],
    });
    expect((await record(student.id, payment(100, { occurred_on: '2999-01-01' }))).json()).toEqual({
      occurred_on: ['The date cannot be in the future.'],
    });
    const refund = await record(student.id, { ...payment(6000), kind: 'refund' });
    expect(refund.json()).toMatchObject({
      balance_after_minor: 10000,
      entry: { paid_minor: -6000 },
    });
  });

  it.each([
    [
      { kind: 'payment', amount_minor: 100, currency: 'USD' },
      { method: ['Choose how it was paid.'] },
    ],
    [
      { kind: 'course_fee', amount_minor: 100, currency: 'USD', method: 'cash' },
      { method: ['Only a payment or a refund has a method.'] },
    ],
    [payment(0), { amount_minor: ['Enter an amount greater than 0.'] }],
    [payment(12.5), { amount_minor: ['Enter an amount greater than 0.'] }],
    [payment(100, { kind: 'gift' }), { kind: ['"gift" is not a valid choice.'] }],
    [payment(100, { method: 'cheque' }), { method: ['"cheque" is not a valid choice.'] }],
    [
      payment(100, { occurred_on: '2026-02-30' }),
      { occurred_on: ['Enter a valid date (YYYY-MM-DD).'] },
    ],
    [
      payment(100, { idempotency_key: 'short' }),
      { idempotency_key: ['A request key of 8 to 64 letters, digits, - or _ is required.'] },
    ],
  ])('refuses %j with field errors and records nothing', async (payload, errors) => {
    const student = await newStudent();
    const res = await asManager({
      method: 'POST',
      url: ledgerUrl(student.id),
      payload: { idempotency_key: key(), ...payload },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(errors);
    const ledger = (await asManager({ method: 'GET', url: ledgerUrl(student.id) })).json();
    expect(ledger.entries).toHaveLength(1);
  });

  it('records a repeated submit once, and refuses its key for another entry', async () => {
    const student = await newStudent();
    const body = { ...payment(10000), idempotency_key: 'same-key-0001' };
    const first = await asManager({ method: 'POST', url: ledgerUrl(student.id), payload: body });
    const again = await asManager({ method: 'POST', url: ledgerUrl(student.id), payload: body });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    const other = await asManager({
      method: 'POST',
      url: ledgerUrl(student.id),
      payload: { ...body, amount_minor: 20000 },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      detail: 'This request key was already used for a different entry.',
    });
    expect((await profileOf(student.id)).outstanding_amount).toBe('500.00');
  });

  it('answers 404 for a student that does not exist or a staff id', async () => {
    const staff = await createUser(t.app, { role: 'instructor' });
    for (const id of [999999, staff.id]) {
      expect((await record(id, payment(100))).statusCode).toBe(404);
      expect((await asManager({ method: 'GET', url: ledgerUrl(id) })).statusCode).toBe(404);
    }
  });
});

describe('reversing an entry', () => {
  const reverse = (id: number, entryId: number, payload: object = {}) =>
    asManager({
      method: 'POST',
      url: `${ledgerUrl(id)}${entryId}/reverse/`,
      payload: { reason: 'Entered twice', idempotency_key: key(), ...payload },
    });

  it('adds an entry that moves both totals back, once, with its reason', async () => {
    const student = await newStudent();
    const paid = (await record(student.id, payment(20000, { method: 'card' }))).json().entry;
    const res = await reverse(student.id, paid.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      balance_before_minor: 40000,
      balance_after_minor: 60000,
      entry: {
        kind: 'reversal',
        paid_minor: -20000,
        method: 'card',
        reverses_id: paid.id,
        reason: 'Entered twice',
      },
    });
    const ledger = (await asManager({ method: 'GET', url: ledgerUrl(student.id) })).json();
    expect(ledger.entries[1]).toMatchObject({ id: paid.id, reversed_by_id: res.json().entry.id });
    expect((await profileOf(student.id)).outstanding_amount).toBe('600.00');

    expect((await reverse(student.id, paid.id)).json()).toEqual({
      detail: 'This entry has already been reversed.',
    });
    expect((await reverse(student.id, res.json().entry.id)).json()).toEqual({
      detail: 'A reversal cannot be reversed; record the entry again instead.',
    });
  });

  it('needs a reason, and finds only the entries of that student', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const paid = (await record(student.id, payment(100))).json().entry;
    expect((await reverse(student.id, paid.id, { reason: '  ' })).json()).toEqual({
      reason: ['A reason is required.'],
    });
    expect((await reverse(other.id, paid.id)).statusCode).toBe(404);
    expect((await reverse(student.id, 999999)).statusCode).toBe(404);
  });
});

describe('who reads a ledger', () => {
  it('lets a student read their own and no one else’s', async () => {
    const student = await signedInAs(t.app, 'student');
    const other = await newStudent();
    const own = await student.inject({ method: 'GET', url: ledgerUrl(student.user.id) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      student_id: student.user.id,
      currency: 'USD',
      totals: { charged_minor: 0, paid_minor: 0, outstanding_minor: 0 },
      entries: [],
    });
    expect((await student.inject({ method: 'GET', url: ledgerUrl(other.id) })).statusCode).toBe(
      403,
    );
    expect((await record(student.user.id, payment(100), student.inject)).statusCode).toBe(403);
  });

  it('keeps the ledger out of the activity a supervisor or instructor reads', async () => {
    const supervisor = await signedInAs(t.app, 'supervisor');
    const group = await createGroup(t.app, { supervisorId: supervisor.user.id });
    const student = await newStudent();
    await updateProfile(t.app, student.id, { groupId: group.id });
    await record(student.id, payment(100));
    const resources = async (inject: Inject) =>
      (await inject({ method: 'GET', url: `/api/student-profiles/${student.id}/activity/` }))
        .json()
        .results.map((r: { resource: string }) => r.resource);
    expect(await resources(asManager)).toContain('ledger_entry');
    expect(await resources(supervisor.inject)).not.toContain('ledger_entry');
    expect(
      (await supervisor.inject({ method: 'GET', url: ledgerUrl(student.id) })).statusCode,
    ).toBe(403);
  });
});

describe('the ledger in the database', () => {
  it('keeps every write in the audit trail, naming the student and who recorded it', async () => {
    const student = await newStudent();
    const paid = (await record(student.id, payment(1000))).json().entry;
    const trail = await rows<{ action: string; resource: string; actor_name: string }>(
      t.app.db,
      sql`SELECT action, resource, actor_name FROM audit_log
          WHERE student_id = ${student.id} AND record_id = ${paid.id} AND resource = 'ledger_entry'`,
    );
    expect(trail).toEqual([
      { action: 'ledger.payment', resource: 'ledger_entry', actor_name: managerName },
    ]);
  });

  it('never changes or removes an entry, and keeps the totals to the ledger', async () => {
    const student = await newStudent();
    await expect(
      rows(
        t.app.db,
        sql`UPDATE ledger_entries SET paid_minor = 1 WHERE student_id = ${student.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      rows(t.app.db, sql`DELETE FROM ledger_entries WHERE student_id = ${student.id}`),
    ).rejects.toThrow();
    await expect(
      rows(
        t.app.db,
        sql`UPDATE student_profiles SET outstanding_amount = 0 WHERE user_id = ${student.id}`,
      ),
    ).rejects.toThrow();
    expect((await profileOf(student.id)).outstanding_amount).toBe('600.00');
  });
});
