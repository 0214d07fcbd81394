// Single-use e-mailed links: verification (48 h) and password reset (1 h); only hashes are stored.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens } from '../db/schema';
import { hashToken, newOpaqueToken } from '../lib/secure-tokens';

export type EmailTokenPurpose = 'verify' | 'reset';

export const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  verify: 48 * 3600,
  reset: 3600,
};

export interface IssuedEmailToken {
  token: string;
  expiresAt: Date;
}

/** A new link token; earlier unused ones of the same purpose stop working. */
export async function issueEmailToken(
  db: Db,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<IssuedEmailToken> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + EMAIL_TOKEN_TTL_SECONDS[purpose] * 1000);
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt,
  });
  return { token, expiresAt };
}

function usable(token: string, purpose: EmailTokenPurpose) {
  return and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );
}

/** The user id of a live token, without spending it. */
export async function peekEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row?.userId;
}

/** Spends a live token and returns its user id; a spent, expired or unknown token gives undefined. */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<number | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}
