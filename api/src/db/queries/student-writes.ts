// Creating, changing and removing a student (user and profile). Each runs in one transaction; the
// rules that need the stored values (capacity, outstanding vs amount, existing links) are checked
// under row locks so two concurrent requests cannot both pass them.
import { eq, sql } from 'drizzle-orm';
import type { CreateStudentPayload, FieldErrors, UpdateStudentPayload } from 'shared-domain';
import { enrolmentRoomError, parseMoneyMinor } from 'shared-domain/records';
import { t } from '../../i18n';
import { rows, type Db } from '../client';
import { adjustLedger, hasLedgerEntries, type LedgerActor } from './ledger';
import { emailOutbox, studentProfiles, users } from '../schema';
import { LEDGER_REFUSALS, VALIDATION_MESSAGES } from 'shared-domain/schemas';

/** DRF's answer for a foreign key that names no record. */
export function missingRecordMessage(id: number): string {
  return t('errors.missingRecord', { id });
}

/** How many students the group holds now, leaving out `except` (a student changing groups). */
export async function seatedCount(tx: Db, groupId: number, except: number[] = []): Promise<number> {
  const [seated] = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM student_profiles
        WHERE group_id = ${groupId}
        ${except.length ? sql`AND user_id NOT IN (${sql.join(except, sql`, `)})` : sql``}`,
  );
  return seated!.n;
}

/** Inserts the user (role student) and their profile; returns the new user id. */
export async function insertStudent(
  db: Db,
  payload: CreateStudentPayload & { email: string; passwordHash: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: payload.email,
        username: payload.username,
        passwordHash: payload.passwordHash,
        firstName: payload.first_name,
        middleName: payload.middle_name,
        lastName: payload.last_name,
        phoneNumber: payload.phone_number,
        nationality: payload.nationality,
        gender: payload.gender,
        role: 'student',
        isActive: true,
      })
      .returning({ id: users.id });
    await tx.insert(studentProfiles).values({
      userId: user!.id,
      currentLevel: payload.current_level,
      totalLevels: payload.total_levels,
      // Nothing passed yet: every level bought is still to come.
      remainingLevels: payload.total_levels,
      privateOrGroup: payload.private_or_group,
      amount: payload.amount,
      outstandingAmount: payload.outstanding_amount,
      currency: payload.currency,
      offer: payload.offer ?? null,
      certificate: payload.certificate ?? null,
    });
    return user!.id;
  });
}

interface LockedProfile {
  amount: string;
  outstanding_amount: string;
  currency: string;
  group_id: number | null;
}

export type UpdateOutcome =
  | { status: 'not_found' }
  | { status: 'invalid'; errors: FieldErrors }
  | {
      status: 'updated';
    };

interface LockedGroup {
  max_capacity: number | null;
}

/**
 * The checks that need the stored values; the payload's own rules were applied by its schema.
 * `group` is the target group, already locked, or undefined when it does not exist.
 */
async function storedValueErrors(
  tx: Db,
  userId: number,
  current: LockedProfile,
  changes: UpdateStudentPayload,
  group: LockedGroup | undefined,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const amount = parseMoneyMinor(changes.amount ?? current.amount)!;
  const outstanding = parseMoneyMinor(changes.outstanding_amount ?? current.outstanding_amount)!;
  if (outstanding > amount)
    errors.outstanding_amount = [VALIDATION_MESSAGES.outstandingAboveAmount];
  if (
    changes.currency !== undefined &&
    changes.currency !== current.currency &&
    (await hasLedgerEntries(tx, userId))
  )
    errors.currency = [LEDGER_REFUSALS.currencyLocked()];

  const groupId = changes.group_id;
  if (typeof groupId === 'number' && groupId !== current.group_id) {
    if (!group) errors.group_id = [missingRecordMessage(groupId)];
    else if (group.max_capacity !== null) {
      // A statement of its own, after the lock: it sees every arrival committed before.
      const room = enrolmentRoomError(
        await seatedCount(tx, groupId, [userId]),
        1,
        group.max_capacity,
      );
      if (room) errors.group_id = [room];
    }
  }
  const callId = changes.call_id;
  if (typeof callId === 'number') {
    const [call] = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM calls WHERE id = ${callId} FOR KEY SHARE`,
    );
    if (!call) errors.call_id = [missingRecordMessage(callId)];
  }
  return errors;
}

/**
 * Applies a validated partial update. A change of total_levels moves remaining_levels by the same
 * amount (the levels already passed stay passed), never below 0 nor above the new total. A new
 * amount or outstanding amount is an adjustment entry of the student's ledger, by `actor`.
 */
export async function updateStudent(
  db: Db,
  userId: number,
  changes: UpdateStudentPayload,
  actor: LedgerActor | null = null,
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    // Group before student, as a group's level update locks them: no lock-order deadlock. The
    // group lock serializes arrivals, so its capacity holds.
    const [group] =
      typeof changes.group_id === 'number'
        ? await rows<LockedGroup>(
            tx,
            sql`SELECT max_capacity FROM groups WHERE id = ${changes.group_id} FOR UPDATE`,
          )
        : [];
    const [current] = await rows<LockedProfile>(
      tx,
      sql`SELECT amount::text AS amount, outstanding_amount::text AS outstanding_amount, currency,
            group_id
          FROM student_profiles WHERE user_id = ${userId} FOR UPDATE`,
    );
    if (!current) return { status: 'not_found' } as const;
    const errors = await storedValueErrors(tx, userId, current, changes, group);
    if (Object.keys(errors).length) return { status: 'invalid', errors } as const;

    const total = changes.total_levels;
    const columns = {
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.current_level !== undefined && { currentLevel: changes.current_level }),
      ...(total !== undefined && {
        totalLevels: total,
        remainingLevels: sql`LEAST(${total}::int, GREATEST(0, ${studentProfiles.remainingLevels} + ${total}::int - ${studentProfiles.totalLevels}))`,
      }),
      ...(changes.group_id !== undefined && { groupId: changes.group_id }),
      ...(changes.call_id !== undefined && { callId: changes.call_id }),
      ...(changes.currency !== undefined && { currency: changes.currency }),
      ...(changes.offer !== undefined && { offer: changes.offer }),
      ...(changes.private_or_group !== undefined && {
        privateOrGroup: changes.private_or_group,
      }),
      ...(changes.certificate !== undefined && { certificate: changes.certificate }),
    };
    if (Object.keys(columns).length)
      await tx.update(studentProfiles).set(columns).where(eq(studentProfiles.userId, userId));
    if (changes.amount !== undefined || changes.outstanding_amount !== undefined)
      await adjustLedger(
        tx,
        userId,
        actor,
        {
          charged_minor: parseMoneyMinor(changes.amount ?? current.amount)!,
          outstanding_minor: parseMoneyMinor(
            changes.outstanding_amount ?? current.outstanding_amount,
          )!,
        },
        t('ledger.adjustmentReason'),
      );
    return { status: 'updated' } as const;
  });
}

/**
 * Removes the student's account and everything of theirs: the profile, evaluation, attendance,
 * level history and tokens go with the user row (ON DELETE CASCADE); mail kept for their address
 * in the outbox is removed too. False when no student has this id.
 */
export async function deleteStudent(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [student] = await rows<{ email: string }>(
      tx,
      sql`SELECT u.email FROM users u JOIN student_profiles sp ON sp.user_id = u.id
          WHERE u.id = ${userId} FOR UPDATE OF u`,
    );
    if (!student) return false;
    await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, student.email));
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}
