// The API's user shape (docs/api.md#users-and-staff) and the lookups around it.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { User } from 'shared-domain';
import { userSchema } from 'shared-domain/responses';
import { choiceField } from 'shared-domain/schemas';
import { LOCALES, type Digits, type Locale } from 'shared-i18n';
import type { Db } from '../client';
import { users, type UserRow } from '../schema';

export { userSchema };

const DIGIT_CHOICES = ['latn', 'arab'] as const satisfies readonly Digits[];

/** A user's language preference: the language of the screens and of the user's e-mails. */
export const userLanguageShape = {
  locale: choiceField(LOCALES),
  digits: choiceField(DIGIT_CHOICES),
};

/** The signed-in user's own answers (GET/PATCH /api/me/, log-in): the user and their language. */
export const ownUserSchema = userSchema.extend({
  locale: z.enum(LOCALES),
  digits: z.enum(DIGIT_CHOICES),
});

export type ApiUser = User & { locale: Locale; digits: Digits };

export function toApiUser(row: UserRow): ApiUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    gender: row.gender,
    nationality: row.nationality,
    role: row.role,
    is_active: row.isActive,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    locale: row.locale,
    digits: row.digits,
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Which of email and username already belong to another account (case-insensitive). */
export async function takenIdentifiers(
  db: Db,
  { email, username }: { email?: string; username?: string },
  exceptUserId?: number,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      sql`(lower(${users.email}) = ${email?.toLowerCase() ?? null} OR lower(${users.username}) = ${username?.toLowerCase() ?? null})
        AND ${users.id} IS DISTINCT FROM ${exceptUserId ?? null}`,
    );
  return {
    email: !!email && rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: !!username && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}
