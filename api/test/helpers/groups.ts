// Groups, calls and enrolments straight in the database, for the group, call and permission tests
// (what the API answers of them is built with shared-domain/factory).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DayGroup } from 'shared-domain';
import { parseHours, parseMoneyMinor } from 'shared-domain/records';
import { adjustLedger } from '../../src/db/queries/ledger';
import { attendance, calls, evaluations, groups, studentProfiles } from '../../src/db/schema';

type GroupValues = Omit<typeof groups.$inferInsert, 'startHour' | 'endHour' | 'days' | 'hours'>;

export async function createGroup(
  app: FastifyInstance,
  values: GroupValues & { days?: DayGroup; hours?: string } = {},
) {
  const hours = values.hours ?? '4 PM - 6 PM';
  const range = parseHours(hours)!;
  const [group] = await app.db
    .insert(groups)
    .values({
      ...values,
      days: values.days ?? 'sun/wed',
      hours,
      startHour: range.start,
      endHour: range.end,
    })
    .returning();
  return group!;
}

export async function createCall(
  app: FastifyInstance,
  values: Partial<typeof calls.$inferInsert> = {},
) {
  const [call] = await app.db
    .insert(calls)
    .values({ time: '14:30:00', months: 6, ...values })
    .returning();
  return call!;
}

/** Sets profile fields of a student (group, call, levels, status...). */
/**
 * Sets profile fields; amounts go through the student's ledger (the only way they change), as one
 * adjustment entry to the values given.
 */
export async function updateProfile(
  app: FastifyInstance,
  studentId: number,
  values: Partial<typeof studentProfiles.$inferInsert>,
) {
  const { amount, outstandingAmount, ...rest } = values;
  await app.db.transaction(async (tx) => {
    if (Object.keys(rest).length)
      await tx.update(studentProfiles).set(rest).where(eq(studentProfiles.userId, studentId));
    if (amount === undefined && outstandingAmount === undefined) return;
    const [current] = await tx
      .select({ amount: studentProfiles.amount, outstanding: studentProfiles.outstandingAmount })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, studentId));
    await adjustLedger(
      tx,
      studentId,
      null,
      {
        charged_minor: parseMoneyMinor(amount ?? current!.amount)!,
        outstanding_minor: parseMoneyMinor(outstandingAmount ?? current!.outstanding)!,
      },
      'Test fixture',
    );
  });
}

export async function setEvaluation(
  app: FastifyInstance,
  studentId: number,
  values: Omit<typeof evaluations.$inferInsert, 'studentId'>,
) {
  await app.db
    .insert(evaluations)
    .values({ studentId, ...values })
    .onConflictDoUpdate({ target: evaluations.studentId, set: values });
}

export async function setAttendance(
  app: FastifyInstance,
  studentId: number,
  values: Omit<typeof attendance.$inferInsert, 'studentId'>,
) {
  await app.db
    .insert(attendance)
    .values({ studentId, ...values })
    .onConflictDoUpdate({ target: attendance.studentId, set: values });
}
