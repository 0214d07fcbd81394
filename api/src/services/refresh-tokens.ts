// Refresh tokens: issued at log-in, rotated on every refresh, and a reused (already rotated) token
// revokes its whole family, since only a thief would hold an old one.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { hashToken, newOpaqueToken } from '../lib/secure-tokens';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export async function issueRefreshToken(
  db: Db,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
    .insert(refreshTokens)
    .values({ tokenHash: hashToken(token), familyId, userId, expiresAt });
  return { token, expiresAt };
}

export type RotationResult =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Spends `token` for a new one of the same family; refuses unknown, expired or spent tokens. */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  ttlSeconds: number,
): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.rotatedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // The conditional update lets exactly one of two concurrent refreshes win; the loser is a reuse.
  const spent = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (!spent.length) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  const next = await issueRefreshToken(db, row.userId, ttlSeconds, row.familyId);
  return { ok: true, userId: row.userId, next };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeFamilyOf(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
