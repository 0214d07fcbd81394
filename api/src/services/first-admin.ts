// The first operations manager of a production deployment, made by `pnpm --filter api
// create-admin` (production never seeds demo accounts), and the start-up check that says how.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { createStaffSchema } from 'shared-domain/schemas';
import type { Db } from '../db/client';
import { takenIdentifiers } from '../db/queries/users';
import { users, type UserRow } from '../db/schema';
import { hashPassword } from '../lib/passwords';

export const CREATE_ADMIN_HINT =
  'No active operations manager yet: create the first one with `pnpm --filter api create-admin --email you@your-centre.example` (it asks for the password, or reads it from ADMIN_PASSWORD).';

export const firstAdminSchema = createStaffSchema.pick({
  email: true,
  username: true,
  first_name: true,
  last_name: true,
  password: true,
});
export type FirstAdminInput = z.input<typeof firstAdminSchema>;

export class FirstAdminError extends Error {}

export async function hasActiveOperationsManager(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'operations_manager'), eq(users.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** An active, verified operations manager; refuses invalid input and a taken e-mail or username. */
export async function createOperationsManager(db: Db, input: FirstAdminInput): Promise<UserRow> {
  const parsed = firstAdminSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`);
    throw new FirstAdminError(problems.join('\n'));
  }
  const values = parsed.data;
  const email = values.email.toLowerCase();
  const taken = await takenIdentifiers(db, { email, username: values.username });
  if (taken.email || taken.username) {
    throw new FirstAdminError(
      `An account with this ${taken.email ? 'e-mail address' : 'username'} already exists.`,
    );
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      username: values.username,
      passwordHash: await hashPassword(values.password),
      firstName: values.first_name,
      lastName: values.last_name,
      role: 'operations_manager',
      isActive: true,
      isVerified: true,
      awaitingActivation: false,
    })
    .returning();
  return created!;
}
