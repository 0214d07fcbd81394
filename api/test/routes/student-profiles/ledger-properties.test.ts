// The ledger's totals under any sequence of writes (fast-check), and under concurrent ones. Run
// on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where the concurrent requests really are.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';

let t: TestApp;
let asManager: Inject;
let keys = 0;
const key = () => `property-${process.pid}-${(keys += 1)}`;

beforeAll(async () => {
  t = await buildTestApp();
  asManager = (await signedInAs(t.app, 'operations_manager')).inject;
});
afterAll(() => t.close());

const ledgerUrl = (id: number) => `/api/student-profiles/${id}/ledger/`;

type Command =
  | { type: 'charge'; kind: 'course_fee' | 'level_fee' | 'discount'; amount: number }
  | { type: 'payment'; amount: number; overpay: boolean }
  | { type: 'refund'; amount: number }
  | { type: 'reverse'; pick: number };

const amount = fc.integer({ min: 1, max: 500_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('charge' as const),
    kind: fc.constantFrom('course_fee' as const, 'level_fee' as const, 'discount' as const),
    amount,
  }),
  fc.record({ type: fc.constant('payment' as const), amount, overpay: fc.boolean() }),
  fc.record({ type: fc.constant('refund' as const), amount }),
  fc.record({ type: fc.constant('reverse' as const), pick: fc.nat() }),
);

interface ModelEntry {
  id: number;
  kind: string;
  charge: number;
  paid: number;
  reversed: boolean;
}

/** What the database keeps: the profile's totals and the sums of the ledger's rows. */
async function storedTotals(studentId: number) {
  const [row] = await rows<{
    amount: string;
    outstanding: string;
    charged: string;
    paid: string;
  }>(
    t.app.db,
    sql`SELECT (sp.amount * 100)::bigint::text AS amount,
          (sp.outstanding_amount * 100)::bigint::text AS outstanding,
          coalesce(sum(le.charge_minor), 0)::text AS charged,
          coalesce(sum(le.paid_minor), 0)::text AS paid
        FROM student_profiles sp LEFT JOIN ledger_entries le ON le.student_id = sp.user_id
        WHERE sp.user_id = ${studentId} GROUP BY sp.amount, sp.outstanding_amount`,
  );
  return {
    profileAmount: Number(row!.amount),
    profileOutstanding: Number(row!.outstanding),
    charged: Number(row!.charged),
    paid: Number(row!.paid),
  };
}

describe('a ledger under any sequence of writes', () => {
  it('keeps the balance the sum of its entries, accepting exactly what its rules allow', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 8 }), async (commands) => {
        const student = await createUser(t.app, { role: 'student' });
        const model: ModelEntry[] = [];
        const charged = () => model.reduce((sum, e) => sum + e.charge, 0);
        const paid = () => model.reduce((sum, e) => sum + e.paid, 0);
        // What each write answered, beside what the ledger's rules say it should have.
        const answered: unknown[] = [];
        const predicted: unknown[] = [];

        for (const c of commands) {
          if (c.type === 'reverse') {
            if (!model.length) continue;
            const target = model[c.pick % model.length]!;
            const res = await asManager({
              method: 'POST',
              url: `${ledgerUrl(student.id)}${target.id}/reverse/`,
              payload: { reason: 'Property', idempotency_key: key() },
            });
            const allowed = target.kind !== 'reversal' && !target.reversed;
            answered.push(res.statusCode);
            predicted.push(allowed ? 201 : 400);
            if (allowed) {
              target.reversed = true;
              model.push({
                id: res.json().entry.id,
                kind: 'reversal',
                charge: -target.charge,
                paid: -target.paid,
                reversed: false,
              });
            }
            continue;
          }
          const payload =
            c.type === 'charge'
              ? { kind: c.kind, amount_minor: c.amount }
              : c.type === 'payment'
                ? { kind: 'payment', amount_minor: c.amount, method: 'cash' }
                : { kind: 'refund', amount_minor: c.amount, method: 'wallet' };
          const res = await asManager({
            method: 'POST',
            url: ledgerUrl(student.id),
            payload: {
              ...payload,
              currency: 'USD',
              allow_overpayment: c.type === 'payment' && c.overpay,
              idempotency_key: key(),
            },
          });
          const allowed =
            c.type === 'charge' ||
            (c.type === 'payment' && (c.overpay || c.amount <= charged() - paid())) ||
            (c.type === 'refund' && c.amount <= paid());
          answered.push(res.statusCode);
          predicted.push(allowed ? 201 : 400);
          if (!allowed) continue;
          const { entry, balance_before_minor, balance_after_minor } = res.json();
          const before = charged() - paid();
          model.push({
            id: entry.id,
            kind: entry.kind,
            charge: entry.charge_minor,
            paid: entry.paid_minor,
            reversed: false,
          });
          answered.push([balance_before_minor, balance_after_minor]);
          predicted.push([before, charged() - paid()]);
        }
        expect(answered).toEqual(predicted);

        const stored = await storedTotals(student.id);
        expect(stored).toEqual({
          profileAmount: charged(),
          profileOutstanding: charged() - paid(),
          charged: charged(),
          paid: paid(),
        });
        const ledger = (await asManager({ method: 'GET', url: ledgerUrl(student.id) })).json();
        expect(ledger.totals).toEqual({
          charged_minor: charged(),
          paid_minor: paid(),
          outstanding_minor: charged() - paid(),
        });
        expect(ledger.entries).toHaveLength(model.length);
      }),
      { numRuns: 10 },
    );
  });
});

describe('concurrent writes on one student', () => {
  async function studentOwing(minor: number) {
    const student = await createUser(t.app, { role: 'student' });
    await asManager({
      method: 'POST',
      url: ledgerUrl(student.id),
      payload: { kind: 'course_fee', amount_minor: minor, currency: 'USD', idempotency_key: key() },
    });
    return student;
  }

  const pay = (studentId: number, minor: number, idempotencyKey = key()) =>
    asManager({
      method: 'POST',
      url: ledgerUrl(studentId),
      payload: {
        kind: 'payment',
        amount_minor: minor,
        currency: 'USD',
        method: 'cash',
        idempotency_key: idempotencyKey,
      },
    });

  it('loses none of 20 payments made at once', async () => {
    const student = await studentOwing(1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(student.id, 1000 + i)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const total = answers.reduce((sum, a) => sum + a.json().entry.paid_minor, 0);
    expect(await storedTotals(student.id)).toEqual({
      profileAmount: 1_000_000,
      profileOutstanding: 1_000_000 - total,
      charged: 1_000_000,
      paid: total,
    });
    // Each saw the balance the one before it left.
    const steps = answers
      .map((a) => a.json())
      .sort((a, b) => a.entry.id - b.entry.id)
      .map((a) => [a.balance_before_minor, a.balance_after_minor]);
    for (let i = 1; i < steps.length; i++) expect(steps[i]![0]).toBe(steps[i - 1]![1]);
  });

  it('records one of ten submits with one key', async () => {
    const student = await studentOwing(100_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(student.id, 5000, 'one-key-for-all')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(9).fill(200), 201]);
    expect(new Set(answers.map((a) => a.json().entry.id)).size).toBe(1);
    expect((await storedTotals(student.id)).paid).toBe(5000);
  });

  it('accepts only the payments the balance has room for, whichever come first', async () => {
    const student = await studentOwing(10_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(student.id, 3000)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(2);
    expect((await storedTotals(student.id)).paid).toBe(9000);
  });
});

describe('receipt numbers', () => {
  it('numbers 20 payments made at once without a gap or a repeat, skipping refused ones', async () => {
    const [before] = await rows<{ year: number; last: number | null }>(
      t.app.db,
      sql`SELECT extract(year FROM current_date)::int AS year, max(receipt_number) AS last
          FROM ledger_entries WHERE receipt_year = extract(year FROM current_date)`,
    );
    const students = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const student = await createUser(t.app, { role: 'student' });
        await asManager({
          method: 'POST',
          url: ledgerUrl(student.id),
          payload: {
            kind: 'course_fee',
            amount_minor: 100_000,
            currency: 'USD',
            idempotency_key: key(),
          },
        });
        return student;
      }),
    );
    // Each student's fifth payment would go above the balance: refused, it takes no number.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        asManager({
          method: 'POST',
          url: ledgerUrl(students[i % 4]!.id),
          payload: {
            kind: 'payment',
            amount_minor: i < 20 ? 5000 : 200_000,
            currency: 'USD',
            method: 'cash',
            idempotency_key: key(),
          },
        }),
      ),
    );
    expect(answers.slice(0, 20).map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.slice(20).map((a) => a.statusCode)).toEqual(Array(5).fill(400));
    const first = (before!.last ?? 0) + 1;
    const receipts = answers.slice(0, 20).map((a) => a.json().entry.receipt);
    expect(new Set(receipts.map((r: { year: number }) => r.year))).toEqual(new Set([before!.year]));
    expect(receipts.map((r: { number: number }) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => first + i),
    );
  });
});
