// The one mock centre's ledgers, as the people remote's `dev --mock` page records payments: the
// API's rules and answers, the profile's amounts following the ledger, and the audit trail.
import type { Paginated, StudentLedger, StudentProfile } from 'shared-domain';
import { setupMockCentre } from './support/mock-centre';

const { send, activity, entryByDemo } = setupMockCentre();

async function owingStudent(): Promise<StudentProfile> {
  const students = (await send('GET', '/api/student-profiles/')).body as Paginated<StudentProfile>;
  return students.results.find((s) => Number(s.outstanding_amount) > 0)!;
}

const pay = (id: number, amount_minor: number, extra: object = {}) =>
  send('POST', `/api/student-profiles/${id}/ledger/`, {
    kind: 'payment',
    amount_minor,
    currency: 'USD',
    method: 'cash',
    idempotency_key: 'mock-payment-1',
    ...extra,
  });

it('opens a ledger with the student’s amounts and moves them by a payment, once per key', async () => {
  const student = await owingStudent();
  const ledger = (await send('GET', `/api/student-profiles/${student.id}/ledger/`))
    .body as StudentLedger;
  const owed = ledger.totals.outstanding_minor;
  expect(ledger.entries.map((e) => e.kind)).toEqual(['opening']);
  expect(owed).toBe(Math.round(Number(student.outstanding_amount) * 100));

  const paid = await pay(student.id, 1000);
  expect(paid).toMatchObject({
    status: 201,
    body: {
      balance_before_minor: owed,
      balance_after_minor: owed - 1000,
      entry: { kind: 'payment', paid_minor: 1000, receipt: { number: 1 } },
    },
  });
  expect(await pay(student.id, 1000)).toMatchObject({ status: 200, body: { replayed: true } });
  expect(await pay(student.id, 2000)).toMatchObject({ status: 409 });
  const profile = (await send('GET', `/api/student-profiles/${student.id}/`))
    .body as StudentProfile;
  expect(Math.round(Number(profile.outstanding_amount) * 100)).toBe(owed - 1000);
  expect((await activity(`/api/student-profiles/${student.id}/activity/`)).results[0]).toEqual(
    entryByDemo({
      action: 'ledger.payment',
      resource: 'ledger_entry',
      record_id: (paid.body as { entry: { id: number } }).entry.id,
      student_id: student.id,
      student_name: student.user.full_name,
    }),
  );
});

it('keeps the API’s rules: over-payment, currency, refunds and reversals', async () => {
  const student = await owingStudent();
  const owed = Math.round(Number(student.outstanding_amount) * 100);
  expect(await pay(student.id, owed + 1, { idempotency_key: 'mock-over-1' })).toMatchObject({
    status: 400,
    body: { amount_minor: [expect.stringContaining('more than the outstanding balance')] },
  });
  expect(
    await pay(student.id, owed + 1, { idempotency_key: 'mock-over-2', allow_overpayment: true }),
  ).toMatchObject({ status: 201, body: { balance_after_minor: -1 } });
  expect(await pay(student.id, 1, { idempotency_key: 'mock-eur-1', currency: 'EUR' })).toEqual({
    status: 400,
    body: { currency: ["This student's ledger is kept in USD."] },
  });
  const ledger = (await send('GET', `/api/student-profiles/${student.id}/ledger/`))
    .body as StudentLedger;
  const payment = ledger.entries.at(-1)!;
  let tries = 0;
  const reverse = () =>
    send('POST', `/api/student-profiles/${student.id}/ledger/${payment.id}/reverse/`, {
      reason: 'Entered twice',
      idempotency_key: `mock-reverse-${(tries += 1)}`,
    });
  expect(await reverse()).toMatchObject({ status: 201, body: { balance_after_minor: owed } });
  expect(await reverse()).toEqual({
    status: 400,
    body: { detail: 'This entry has already been reversed.' },
  });
});
