// Refresh tokens: issued at log-in, rotated on every refresh. A token rotated more than the grace
// period ago and presented again revokes its whole family, since only a thief would still hold it.
// Within the grace period (parallel refreshes, a response lost to a timeout or a closed tab) it is
// answered with the family's current token instead: a successor token is derived from its
// predecessor with a server key (HMAC), so the server can hand out the same successor again
// without storing any token in the clear.
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { refreshTokens } from '../db/schema';
import { hashToken, newOpaqueToken } from '../lib/secure-tokens';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  familyId: string;
}

export interface RefreshTokenPolicy {
  ttlSeconds: number;
  /** 0 turns the grace period off: any reuse revokes the family. */
  graceSeconds: number;
  /** Secret key of the successor derivation (from the server's signing secret). */
  successorKey: Uint8Array;
}

/** How many rotations past the presented token the grace answer follows (parallel refreshes). */
const MAX_GRACE_CHAIN = 20;

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
  return { token, expiresAt, familyId };
}

export type RotationResult =
  | { ok: true; userId: number; next: IssuedRefreshToken; graced: boolean }
  | {
      ok: false;
      reason: 'unknown' | 'expired' | 'revoked' | 'reused';
      /** The token was rotated within the grace period: the browser may hold a newer one. */
      inGrace: boolean;
    };

function successorOf(token: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

type TokenRow = typeof refreshTokens.$inferSelect;

async function findToken(db: Db, token: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

const rotatedWithin = (row: TokenRow, graceSeconds: number) =>
  graceSeconds > 0 &&
  row.rotatedAt !== null &&
  Date.now() - row.rotatedAt.getTime() <= graceSeconds * 1000;

/**
 * The family's current token, followed from a token rotated within the grace period through its
 * successors; refused when the family was revoked, or the chain leads nowhere.
 */
async function currentOfFamily(
  db: Db,
  token: string,
  policy: RefreshTokenPolicy,
): Promise<RotationResult> {
  let presented = token;
  for (let step = 0; step < MAX_GRACE_CHAIN; step++) {
    const successor = successorOf(presented, policy.successorKey);
    const row = await findToken(db, successor);
    if (!row) break;
    if (row.revokedAt) return { ok: false, reason: 'revoked', inGrace: false };
    if (!row.rotatedAt) {
      if (row.expiresAt.getTime() <= Date.now())
        return { ok: false, reason: 'expired', inGrace: true };
      return {
        ok: true,
        userId: row.userId,
        graced: true,
        next: { token: successor, expiresAt: row.expiresAt, familyId: row.familyId },
      };
    }
    presented = successor;
  }
  return { ok: false, reason: 'reused', inGrace: true };
}

/** Spends `token` for its successor; refuses unknown, expired, revoked or reused tokens. */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  policy: RefreshTokenPolicy,
): Promise<RotationResult> {
  const row = await findToken(db, token);
  if (!row) return { ok: false, reason: 'unknown', inGrace: false };
  if (row.revokedAt) return { ok: false, reason: 'revoked', inGrace: false };
  if (row.rotatedAt) {
    if (rotatedWithin(row, policy.graceSeconds)) return currentOfFamily(db, token, policy);
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused', inGrace: false };
  }
  if (row.expiresAt.getTime() <= Date.now())
    return { ok: false, reason: 'expired', inGrace: false };

  // Spending the token and storing its successor is one statement: a concurrent refresh with the
  // same token either wins it, or finds the token spent and its successor already there.
  const successor = successorOf(token, policy.successorKey);
  const expiresAt = new Date(Date.now() + policy.ttlSeconds * 1000);
  const inserted = await rows<{ id: number }>(
    db,
    sql`WITH spent AS (
          UPDATE refresh_tokens SET rotated_at = now()
          WHERE id = ${row.id} AND rotated_at IS NULL AND revoked_at IS NULL
          RETURNING family_id, user_id
        )
        INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at)
        SELECT ${hashToken(successor)}, family_id, user_id, ${expiresAt.toISOString()}::timestamptz
        FROM spent
        RETURNING id`,
  );
  if (inserted.length) {
    return {
      ok: true,
      userId: row.userId,
      graced: false,
      next: { token: successor, expiresAt, familyId: row.familyId },
    };
  }
  // Lost the race to a parallel refresh of the same token, or to a revocation: the token is now
  // spent or revoked, and the checks above answer for it.
  return rotateRefreshToken(db, token, policy);
}

/** Ends a session; with `userId`, only when the session is that user's. */
export async function revokeFamily(db: Db, familyId: string, userId?: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        userId === undefined ? undefined : eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function revokeFamilyOf(db: Db, token: string): Promise<void> {
  const row = await findToken(db, token);
  if (row) await revokeFamily(db, row.familyId);
}

export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Signs the user out everywhere but the session `keepFamilyId` (a password change). */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepFamilyId: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/**
 * Whether a session (refresh-token family) was revoked, by log-out, a reset or reuse: an SQL test
 * for the query that reads the signed-in user, so a request makes one round trip, not two.
 */
export function familyRevoked(familyId: string | Placeholder): SQL {
  return sql`EXISTS (SELECT 1 FROM refresh_tokens
    WHERE family_id = ${familyId} AND revoked_at IS NOT NULL)`;
}
