// A student's ledger (migration 0016): reading it, and adding a charge, payment, refund, reversal
// or adjustment. Each write locks the student's profile first, so writers of one student's ledger
// take turns: every rule below is checked against the balance the entry will change.
import { sql } from 'drizzle-orm';
import {
  ledgerEffect,
  ledgerTotals,
  minorToDecimal,
  movesMoney,
  type LedgerKind,
  type LedgerTotals,
  type PaymentMethod,
} from 'shared-domain/records';
import type { RecordLedgerEntryPayload } from 'shared-domain/schemas';
import { isoTimeColumn, rows, type Db } from '../client';

/** Who records an entry: their id and their name as the receipt and history show it. */
export interface LedgerActor {
  id: number;
  fullName: string;
  username: string;
}

export interface LedgerEntry {
  id: number;
  student_id: number;
  kind: LedgerKind;
  charge_minor: number;
  paid_minor: number;
  currency: string;
  method: PaymentMethod | null;
  occurred_on: string;
  reference: string | null;
  reason: string | null;
  reverses_id: number | null;
  reversed_by_id: number | null;
  recorded_by: { id: number | null; name: string } | null;
  /** A payment's receipt: its year and number in that year. */
  receipt: { year: number; number: number } | null;
  created_at: string;
}

interface EntryRow extends Omit<
  LedgerEntry,
  'charge_minor' | 'paid_minor' | 'recorded_by' | 'receipt'
> {
  charge_minor: string;
  receipt_year: number | null;
  receipt_number: number | null;
  paid_minor: string;
  recorded_by_id: number | null;
  recorded_by_name: string | null;
  idempotency_key: string | null;
}

const ENTRY_COLUMNS = sql`le.id, le.student_id, le.kind, le.charge_minor::text AS charge_minor,
  le.paid_minor::text AS paid_minor, le.currency, le.method,
  to_char(le.occurred_on, 'YYYY-MM-DD') AS occurred_on, le.reference, le.reason, le.reverses_id,
  r.id AS reversed_by_id, le.recorded_by AS recorded_by_id, le.recorded_by_name,
  le.idempotency_key, le.receipt_year, le.receipt_number,
  ${sql.raw(isoTimeColumn('le.created_at', 'US'))} AS created_at`;
const ENTRY_FROM = sql`ledger_entries le LEFT JOIN ledger_entries r ON r.reverses_id = le.id`;

function toEntry(row: EntryRow): LedgerEntry {
  return {
    id: row.id,
    student_id: row.student_id,
    kind: row.kind,
    charge_minor: Number(row.charge_minor),
    paid_minor: Number(row.paid_minor),
    currency: row.currency,
    method: row.method,
    occurred_on: row.occurred_on,
    reference: row.reference,
    reason: row.reason,
    reverses_id: row.reverses_id,
    reversed_by_id: row.reversed_by_id,
    recorded_by:
      row.recorded_by_name === null ? null : { id: row.recorded_by_id, name: row.recorded_by_name },
    receipt:
      row.receipt_number === null ? null : { year: row.receipt_year!, number: row.receipt_number },
    created_at: row.created_at,
  };
}

export interface StudentLedger {
  student_id: number;
  currency: string;
  totals: LedgerTotals;
  entries: LedgerEntry[];
}

/** The student's ledger, oldest entry first; undefined when no student has this id. */
export async function findLedger(db: Db, studentId: number): Promise<StudentLedger | undefined> {
  const [profile] = await rows<{ currency: string }>(
    db,
    sql`SELECT currency FROM student_profiles WHERE user_id = ${studentId}`,
  );
  if (!profile) return undefined;
  const entries = (
    await rows<EntryRow>(
      db,
      sql`SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE le.student_id = ${studentId}
          ORDER BY le.id`,
    )
  ).map(toEntry);
  return {
    student_id: studentId,
    currency: profile.currency,
    totals: ledgerTotals(entries),
    entries,
  };
}

export interface PaymentReceipt {
  entry: LedgerEntry & { receipt: { year: number; number: number } };
  student: { id: number; name: string; email: string; locale: 'en' | 'ar' };
}

/** Payment `entryId` of the student with its receipt; undefined when there is no such payment. */
export async function findPaymentReceipt(
  db: Db,
  studentId: number,
  entryId: number,
): Promise<PaymentReceipt | undefined> {
  const [row] = await rows<
    EntryRow & { student_name: string; student_email: string; student_locale: 'en' | 'ar' }
  >(
    db,
    sql`SELECT ${ENTRY_COLUMNS}, coalesce(nullif(u.full_name, ''), u.username) AS student_name,
          u.email AS student_email, u.locale AS student_locale
        FROM ${ENTRY_FROM} JOIN users u ON u.id = le.student_id
        WHERE le.id = ${entryId} AND le.student_id = ${studentId} AND le.kind = 'payment'
          AND le.receipt_number IS NOT NULL`,
  );
  if (!row) return undefined;
  const entry = toEntry(row);
  return {
    entry: { ...entry, receipt: entry.receipt! },
    student: {
      id: studentId,
      name: row.student_name,
      email: row.student_email,
      locale: row.student_locale,
    },
  };
}

interface LockedBalance extends LedgerTotals {
  currency: string;
  today: string;
}

/** Locks the student's profile and reads the totals the ledger keeps on it. */
async function lockBalance(tx: Db, studentId: number): Promise<LockedBalance> {
  const [row] = await rows<{
    currency: string;
    charged: string;
    outstanding: string;
    today: string;
  }>(
    tx,
    sql`SELECT currency, (amount * 100)::bigint::text AS charged,
          (outstanding_amount * 100)::bigint::text AS outstanding,
          -- The latest date anywhere (UTC+14): a payment dated today where the payer is is no
          -- payment to come.
          ((now() AT TIME ZONE 'UTC') + interval '14 hours')::date::text AS today
        FROM student_profiles WHERE user_id = ${studentId} FOR UPDATE`,
  );
  if (!row) throw new LedgerRefusal('not_found');
  const charged = Number(row.charged);
  const outstanding = Number(row.outstanding);
  return {
    currency: row.currency,
    today: row.today,
    charged_minor: charged,
    paid_minor: charged - outstanding,
    outstanding_minor: outstanding,
  };
}

export type LedgerRefusalReason =
  | 'not_found'
  | 'entry_not_found'
  | 'currency'
  | 'overpayment'
  | 'refund_above_paid'
  | 'date_in_future'
  | 'already_reversed'
  | 'reversal_not_reversible'
  | 'key_reused';

/** A write the ledger's rules refuse; `values` fill the message (a balance, a currency). */
export class LedgerRefusal extends Error {
  constructor(
    readonly reason: LedgerRefusalReason,
    readonly values: Record<string, string> = {},
  ) {
    super(reason);
  }
}

export interface LedgerWrite {
  entry: LedgerEntry;
  balance_before_minor: number;
  balance_after_minor: number;
  totals: LedgerTotals;
  replayed: boolean;
}

async function entryById(tx: Db, id: number): Promise<EntryRow> {
  const [row] = await rows<EntryRow>(
    tx,
    sql`SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE le.id = ${id}`,
  );
  return row!;
}

/** The totals of the ledger up to and including entry `id`. */
async function totalsThrough(tx: Db, studentId: number, id: number): Promise<LedgerTotals> {
  const [row] = await rows<{ charged: string; paid: string }>(
    tx,
    sql`SELECT coalesce(sum(charge_minor), 0)::text AS charged,
          coalesce(sum(paid_minor), 0)::text AS paid
        FROM ledger_entries WHERE student_id = ${studentId} AND id <= ${id}`,
  );
  const charged = Number(row!.charged);
  const paid = Number(row!.paid);
  return { charged_minor: charged, paid_minor: paid, outstanding_minor: charged - paid };
}

/** The answer to a repeated key: the entry it recorded, with the balance around it then. */
async function replayOf(
  tx: Db,
  studentId: number,
  row: EntryRow,
  current: LedgerTotals,
): Promise<LedgerWrite> {
  const entry = toEntry(row);
  const after = await totalsThrough(tx, studentId, entry.id);
  return {
    entry,
    balance_before_minor: after.outstanding_minor - entry.charge_minor + entry.paid_minor,
    balance_after_minor: after.outstanding_minor,
    totals: current,
    replayed: true,
  };
}

async function entryByKey(tx: Db, studentId: number, key: string): Promise<EntryRow | undefined> {
  const [row] = await rows<EntryRow>(
    tx,
    sql`SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM}
        WHERE le.student_id = ${studentId} AND le.idempotency_key = ${key}`,
  );
  return row;
}

/**
 * The next receipt number of this year, taken in the payment's transaction (migration 0017): the
 * counter's row stays locked until the payment commits or rolls back, so no number is skipped
 * or given twice.
 */
async function nextReceipt(tx: Db): Promise<{ year: number; number: number }> {
  const [row] = await rows<{ year: number; number: number }>(
    tx,
    sql`INSERT INTO receipt_counters AS c (year, last_number)
        VALUES (extract(year FROM current_date)::smallint, 1)
        ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1
        RETURNING year::int AS year, last_number AS number`,
  );
  return row!;
}

interface NewEntry {
  kind: LedgerKind;
  charge: number;
  paid: number;
  currency: string;
  method: PaymentMethod | null;
  occurredOn: string | null;
  reference: string | null;
  reason: string | null;
  reversesId: number | null;
  key: string | null;
}

async function insertEntry(
  tx: Db,
  studentId: number,
  actor: LedgerActor,
  entry: NewEntry,
  before: LedgerTotals,
): Promise<LedgerWrite> {
  const receipt = entry.kind === 'payment' ? await nextReceipt(tx) : null;
  const [inserted] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO ledger_entries (student_id, kind, charge_minor, paid_minor, currency, method,
          occurred_on, reference, reason, reverses_id, recorded_by, recorded_by_name,
          idempotency_key, receipt_year, receipt_number)
        VALUES (${studentId}, ${entry.kind}, ${entry.charge}, ${entry.paid}, ${entry.currency},
          ${entry.method}, coalesce(${entry.occurredOn}::date, current_date), ${entry.reference},
          ${entry.reason}, ${entry.reversesId}, ${actor.id},
          ${actor.fullName.trim() || actor.username}, ${entry.key}, ${receipt?.year ?? null},
          ${receipt?.number ?? null})
        RETURNING id`,
  );
  const after = {
    charged_minor: before.charged_minor + entry.charge,
    paid_minor: before.paid_minor + entry.paid,
    outstanding_minor: before.outstanding_minor + entry.charge - entry.paid,
  };
  return {
    entry: toEntry(await entryById(tx, inserted!.id)),
    balance_before_minor: before.outstanding_minor,
    balance_after_minor: after.outstanding_minor,
    totals: after,
    replayed: false,
  };
}

/**
 * Records a charge, payment or refund. A key already used for this student answers the entry it
 * recorded (when it is the same write) instead of recording it again.
 */
export async function recordLedgerEntry(
  tx: Db,
  studentId: number,
  actor: LedgerActor,
  payload: RecordLedgerEntryPayload,
): Promise<LedgerWrite> {
  const balance = await lockBalance(tx, studentId);
  const effect = ledgerEffect(payload.kind, payload.amount_minor);
  const earlier = await entryByKey(tx, studentId, payload.idempotency_key);
  if (earlier) {
    const same =
      earlier.kind === payload.kind &&
      Number(earlier.charge_minor) === effect.charge &&
      Number(earlier.paid_minor) === effect.paid;
    if (!same) throw new LedgerRefusal('key_reused');
    return replayOf(tx, studentId, earlier, balance);
  }
  if (payload.currency.toUpperCase() !== balance.currency.toUpperCase())
    throw new LedgerRefusal('currency', { currency: balance.currency });
  if (payload.occurred_on && payload.occurred_on > balance.today)
    throw new LedgerRefusal('date_in_future');
  if (
    payload.kind === 'payment' &&
    !payload.allow_overpayment &&
    payload.amount_minor > balance.outstanding_minor
  )
    throw new LedgerRefusal('overpayment', {
      balance: `${minorToDecimal(balance.outstanding_minor)} ${balance.currency}`,
    });
  if (payload.kind === 'refund' && payload.amount_minor > balance.paid_minor)
    throw new LedgerRefusal('refund_above_paid', {
      paid: `${minorToDecimal(Math.max(0, balance.paid_minor))} ${balance.currency}`,
    });
  return insertEntry(
    tx,
    studentId,
    actor,
    {
      kind: payload.kind,
      ...effect,
      currency: balance.currency,
      method: movesMoney(payload.kind) ? (payload.method ?? null) : null,
      occurredOn: payload.occurred_on ?? null,
      reference: payload.reference,
      reason: payload.reason,
      reversesId: null,
      key: payload.idempotency_key,
    },
    balance,
  );
}

/** Undoes entry `entryId` by a new entry that moves both totals back, with the reason given. */
export async function reverseLedgerEntry(
  tx: Db,
  studentId: number,
  entryId: number,
  actor: LedgerActor,
  payload: { reason: string; idempotency_key: string },
): Promise<LedgerWrite> {
  const balance = await lockBalance(tx, studentId);
  const earlier = await entryByKey(tx, studentId, payload.idempotency_key);
  if (earlier) {
    if (earlier.reverses_id !== entryId) throw new LedgerRefusal('key_reused');
    return replayOf(tx, studentId, earlier, balance);
  }
  const [target] = await rows<EntryRow>(
    tx,
    sql`SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM}
        WHERE le.id = ${entryId} AND le.student_id = ${studentId}`,
  );
  if (!target) throw new LedgerRefusal('entry_not_found');
  if (target.kind === 'reversal') throw new LedgerRefusal('reversal_not_reversible');
  if (target.reversed_by_id !== null) throw new LedgerRefusal('already_reversed');
  return insertEntry(
    tx,
    studentId,
    actor,
    {
      kind: 'reversal',
      charge: -Number(target.charge_minor),
      paid: -Number(target.paid_minor),
      currency: target.currency,
      method: target.method,
      occurredOn: null,
      reference: target.reference,
      reason: payload.reason,
      reversesId: entryId,
      key: payload.idempotency_key,
    },
    balance,
  );
}

/**
 * A change of the course amount or of what is owed made on the student's profile: one adjustment
 * entry that moves the totals to the values given. Nothing when they are already so.
 */
export async function adjustLedger(
  tx: Db,
  studentId: number,
  actor: LedgerActor | null,
  target: { charged_minor: number; outstanding_minor: number },
  reason: string,
): Promise<void> {
  const balance = await lockBalance(tx, studentId);
  const charge = target.charged_minor - balance.charged_minor;
  const paid = target.charged_minor - target.outstanding_minor - balance.paid_minor;
  if (charge === 0 && paid === 0) return;
  await rows(
    tx,
    sql`INSERT INTO ledger_entries (student_id, kind, charge_minor, paid_minor, currency, reason,
          recorded_by, recorded_by_name)
        VALUES (${studentId}, 'adjustment', ${charge}, ${paid}, ${balance.currency}, ${reason},
          ${actor?.id ?? null}, ${actor ? actor.fullName.trim() || actor.username : null})`,
  );
}

/** Whether the student's ledger holds any entry (its currency is then fixed). */
export async function hasLedgerEntries(tx: Db, studentId: number): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE student_id = ${studentId}) AS found`,
  );
  return row!.found;
}

export interface TakingsLine {
  payments: number;
  total_minor: number;
}

export interface Takings {
  from: string;
  to: string;
  currencies: (TakingsLine & {
    currency: string;
    by_method: (TakingsLine & { method: PaymentMethod })[];
    by_staff: (TakingsLine & { staff_id: number | null; staff_name: string })[];
  })[];
}

/**
 * The money taken between two days (both included, by the day it happened): payments less refunds
 * and reversals, per currency, by method and by who took it. `from`/`to` absent: today.
 */
export async function findTakings(
  db: Db,
  range: { from?: string; to?: string },
  systemName: string,
): Promise<Takings> {
  const grouped = await rows<{
    from_day: string;
    to_day: string;
    currency: string | null;
    method: PaymentMethod | null;
    staff_id: number | null;
    staff_name: string | null;
    payments: number;
    total: string | null;
  }>(
    db,
    sql`WITH bounds AS (
          SELECT coalesce(${range.from ?? null}::date, current_date) AS from_day,
            coalesce(${range.to ?? null}::date, ${range.from ?? null}::date, current_date) AS to_day
        )
        SELECT b.from_day::text AS from_day, b.to_day::text AS to_day, le.currency, le.method,
          le.recorded_by AS staff_id, max(le.recorded_by_name) AS staff_name,
          (count(*) FILTER (WHERE le.kind = 'payment'))::int AS payments,
          sum(le.paid_minor)::text AS total
        FROM bounds b LEFT JOIN ledger_entries le
          ON le.paid_minor <> 0 AND le.method IS NOT NULL
          AND le.occurred_on BETWEEN b.from_day AND b.to_day
        GROUP BY b.from_day, b.to_day, le.currency, le.method, le.recorded_by
        ORDER BY le.currency, le.method, le.recorded_by`,
  );
  const currencies = new Map<string, Takings['currencies'][number]>();
  const add = <L extends TakingsLine>(lines: L[], match: (line: L) => boolean, make: () => L) => {
    let line = lines.find(match);
    if (!line) lines.push((line = make()));
    return line;
  };
  for (const row of grouped) {
    if (row.currency === null || row.method === null) continue;
    const total = Number(row.total);
    let sums = currencies.get(row.currency);
    if (!sums) {
      sums = { currency: row.currency, payments: 0, total_minor: 0, by_method: [], by_staff: [] };
      currencies.set(row.currency, sums);
    }
    const lines = [
      sums,
      add(
        sums.by_method,
        (l) => l.method === row.method,
        () => ({
          method: row.method!,
          payments: 0,
          total_minor: 0,
        }),
      ),
      add(
        sums.by_staff,
        (l) => l.staff_id === row.staff_id,
        () => ({
          staff_id: row.staff_id,
          staff_name: row.staff_name ?? systemName,
          payments: 0,
          total_minor: 0,
        }),
      ),
    ];
    for (const line of lines) {
      line.payments += row.payments;
      line.total_minor += total;
    }
  }
  return {
    from: grouped[0]!.from_day,
    to: grouped[0]!.to_day,
    currencies: [...currencies.values()],
  };
}
