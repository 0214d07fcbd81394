// The centre's ledgers (docs/api.md#ledger): GET a student's ledger, record a charge, payment or
// refund, and reverse an entry, with the API's rules (the student's currency, an over-payment to
// confirm, a refund no larger than what was paid, one entry per idempotency key), numbered
// receipts and the audit trail. A ledger opens with the student's amounts; amounts changed on the
// profile since are an adjustment entry, as the API writes one.
import {
  API_MESSAGES,
  type LedgerEntry,
  type LedgerWrite,
  type StudentLedger,
} from 'shared-domain';
import {
  LEDGER_REFUSALS,
  recordLedgerEntrySchema,
  reverseLedgerEntrySchema,
} from 'shared-domain/schemas';
import {
  ledgerEffect,
  ledgerTotals,
  minorToDecimal,
  movesMoney,
  parseMoneyMinor,
} from 'shared-domain/records';
import { checkResponse, ledgerWriteSchema, studentLedgerSchema } from 'shared-domain/responses';
import type { Answer, FakeApi } from '../../fake-api';
import { NOT_FOUND, authorized, validated } from '../collection';
import { type Centre, now } from './state';

type Student = Centre['students'][number];

const LEDGER = '/api/student-profiles/:userId/ledger/';

function totalsOf(student: Student) {
  const charged = parseMoneyMinor(student.amount) ?? 0;
  const outstanding = parseMoneyMinor(student.outstanding_amount) ?? 0;
  return { charged, paid: charged - outstanding };
}

/**
 * `api` takes the managers' writes (refused to a student by staffRoutes); `readApi` the read, which
 * a student makes of their own ledger as the API allows.
 */
export function serveLedgers(api: FakeApi, centre: Centre, readApi: FakeApi = api): void {
  const ledgers = new Map<number, LedgerEntry[]>();
  let nextId = 1;
  let lastReceipt = 0;
  const today = () => now().slice(0, 10);

  function entry(student: Student, fields: Partial<LedgerEntry>): LedgerEntry {
    return {
      id: nextId++,
      student_id: student.id,
      kind: 'adjustment',
      charge_minor: 0,
      paid_minor: 0,
      currency: student.currency,
      method: null,
      occurred_on: today(),
      reference: null,
      reason: null,
      reverses_id: null,
      reversed_by_id: null,
      recorded_by: { id: centre.me.id, name: centre.me.full_name },
      receipt: null,
      created_at: now(),
      ...fields,
    };
  }

  /** The student's ledger, brought to the amounts the profile shows now. */
  function ledgerOf(student: Student): LedgerEntry[] {
    let entries = ledgers.get(student.id);
    if (!entries) {
      entries = [];
      ledgers.set(student.id, entries);
      const { charged, paid } = totalsOf(student);
      if (charged || paid)
        entries.push(
          entry(student, {
            kind: 'opening',
            charge_minor: charged,
            paid_minor: paid,
            reason: 'Balance carried over',
            occurred_on: student.created_at.slice(0, 10),
            recorded_by: null,
          }),
        );
    }
    const kept = ledgerTotals(entries);
    const { charged, paid } = totalsOf(student);
    if (charged !== kept.charged_minor || paid !== kept.paid_minor)
      entries.push(
        entry(student, {
          charge_minor: charged - kept.charged_minor,
          paid_minor: paid - kept.paid_minor,
          reason: "Changed on the student's profile",
        }),
      );
    return entries;
  }

  function answer(student: Student): StudentLedger {
    const entries = ledgerOf(student);
    return {
      student_id: student.id,
      currency: student.currency,
      totals: ledgerTotals(entries),
      entries: entries.map((one) => ({
        ...one,
        reversed_by_id: entries.find((other) => other.reverses_id === one.id)?.id ?? null,
      })),
    };
  }

  /** Adds `added` and moves the profile's amounts by it, as the database's trigger does. */
  function written(student: Student, added: LedgerEntry, status = 201): Answer {
    const entries = ledgerOf(student);
    const before = ledgerTotals(entries).outstanding_minor;
    entries.push(added);
    const totals = ledgerTotals(entries);
    student.amount = minorToDecimal(totals.charged_minor);
    student.outstanding_amount = minorToDecimal(totals.outstanding_minor);
    student.indebtedness = totals.outstanding_minor > 0;
    const action =
      added.kind === 'reversal'
        ? 'ledger.reverse'
        : added.kind === 'payment'
          ? 'ledger.payment'
          : added.kind === 'refund'
            ? 'ledger.refund'
            : 'ledger.charge';
    const { reversed_by_id: _reversed, recorded_by: _by, receipt: _receipt, ...columns } = added;
    centre.trail.write(action, [
      { resource: 'ledger_entry', id: added.id, before: null, after: columns },
    ]);
    const body: LedgerWrite = {
      entry: added,
      balance_before_minor: before,
      balance_after_minor: totals.outstanding_minor,
      totals,
      replayed: false,
    };
    return { status, body: checkResponse(body, ledgerWriteSchema, 'mock ledger write') };
  }

  function replay(student: Student, earlier: LedgerEntry): Answer {
    const entries = ledgerOf(student);
    const through = ledgerTotals(entries.slice(0, entries.indexOf(earlier) + 1));
    const body: LedgerWrite = {
      entry: earlier,
      balance_before_minor: through.outstanding_minor - earlier.charge_minor + earlier.paid_minor,
      balance_after_minor: through.outstanding_minor,
      totals: ledgerTotals(entries),
      replayed: true,
    };
    return { status: 200, body };
  }

  const keys = new Map<string, LedgerEntry>();
  const studentOf = (params: Record<string, string>) =>
    centre.students.find((one) => one.id === Number(params.userId));

  readApi.on(
    'GET',
    LEDGER,
    authorized((_request, params) => {
      if (centre.me.role === 'student' && Number(params.userId) !== centre.me.id)
        return { status: 403, body: { detail: API_MESSAGES.forbidden } };
      if (centre.me.role === 'supervisor' || centre.me.role === 'instructor')
        return { status: 403, body: { detail: API_MESSAGES.forbidden } };
      const student = studentOf(params);
      if (!student) return NOT_FOUND;
      return {
        status: 200,
        body: checkResponse(answer(student), studentLedgerSchema, 'mock ledger'),
      };
    }),
  );

  api.on(
    'POST',
    LEDGER,
    authorized(({ body }, params) => {
      const student = studentOf(params);
      if (!student) return NOT_FOUND;
      const result = validated(recordLedgerEntrySchema, body);
      if (!result.ok) return result.answer;
      const input = result.value;
      const effect = ledgerEffect(input.kind, input.amount_minor);
      const earlier = keys.get(`${student.id}:${input.idempotency_key}`);
      if (earlier) {
        if (earlier.charge_minor !== effect.charge || earlier.paid_minor !== effect.paid)
          return { status: 409, body: { detail: LEDGER_REFUSALS.idempotencyReused() } };
        return replay(student, earlier);
      }
      const totals = ledgerTotals(ledgerOf(student));
      const money = (minor: number) => `${minorToDecimal(minor)} ${student.currency}`;
      if (input.currency.toUpperCase() !== student.currency.toUpperCase())
        return {
          status: 400,
          body: { currency: [LEDGER_REFUSALS.currency(student.currency)] },
        };
      if (input.occurred_on && input.occurred_on > today())
        return { status: 400, body: { occurred_on: [LEDGER_REFUSALS.dateInFuture()] } };
      if (
        input.kind === 'payment' &&
        !input.allow_overpayment &&
        input.amount_minor > totals.outstanding_minor
      )
        return {
          status: 400,
          body: { amount_minor: [LEDGER_REFUSALS.overpayment(money(totals.outstanding_minor))] },
        };
      if (input.kind === 'refund' && input.amount_minor > totals.paid_minor)
        return {
          status: 400,
          body: {
            amount_minor: [LEDGER_REFUSALS.refundAbovePaid(money(Math.max(0, totals.paid_minor)))],
          },
        };
      const added = entry(student, {
        kind: input.kind,
        charge_minor: effect.charge,
        paid_minor: effect.paid,
        method: movesMoney(input.kind) ? (input.method ?? null) : null,
        occurred_on: input.occurred_on ?? today(),
        reference: input.reference,
        reason: input.reason,
        receipt:
          input.kind === 'payment'
            ? { year: Number(today().slice(0, 4)), number: (lastReceipt += 1) }
            : null,
      });
      keys.set(`${student.id}:${input.idempotency_key}`, added);
      return written(student, added);
    }),
  );

  api.on(
    'POST',
    `${LEDGER}:entryId/reverse/`,
    authorized(({ body }, params) => {
      const student = studentOf(params);
      if (!student) return NOT_FOUND;
      const result = validated(reverseLedgerEntrySchema, body);
      if (!result.ok) return result.answer;
      const earlier = keys.get(`${student.id}:${result.value.idempotency_key}`);
      if (earlier) return replay(student, earlier);
      const entries = ledgerOf(student);
      const target = entries.find((one) => one.id === Number(params.entryId));
      if (!target) return NOT_FOUND;
      if (target.kind === 'reversal')
        return { status: 400, body: { detail: LEDGER_REFUSALS.reversalNotReversible() } };
      if (entries.some((one) => one.reverses_id === target.id))
        return { status: 400, body: { detail: LEDGER_REFUSALS.alreadyReversed() } };
      const added = entry(student, {
        kind: 'reversal',
        charge_minor: -target.charge_minor,
        paid_minor: -target.paid_minor,
        method: target.method,
        reference: target.reference,
        reason: result.value.reason,
        reverses_id: target.id,
      });
      keys.set(`${student.id}:${result.value.idempotency_key}`, added);
      return written(student, added);
    }),
  );
}
