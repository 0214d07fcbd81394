// Access tokens (JWT HS256 with sub, role and sid: the session, i.e. the refresh-token family), the
// bearer check for /api routes and role guards. A token of a session that was logged out, reset or
// revoked for reuse is refused at once, not when it expires.
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import type { Role } from 'shared-domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { appSettings, users, type UserRow } from '../db/schema';
import { t } from '../i18n';
import { ApiError, forbidden, notAuthenticated } from '../lib/errors';
import { familyRevoked, type RefreshTokenPolicy } from '../services/refresh-tokens';
import { adoptUserLocale } from './language';

/** The signed-in user as every request has it: what permissions are decided by. */
/** What every request knows of its signed-in user: who (for the audit trail too) and their role. */
export type AuthUser = Pick<UserRow, 'id' | 'role' | 'fullName' | 'username'>;

/** A cached signed-in check: the user, and the language their answers default to. */
interface SignedIn {
  user: AuthUser;
  locale: UserRow['locale'];
  until: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token of an active user, else 401/403. Sets request.user. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook (after authenticate): the signed-in user holds one of `roles`, else 403. */
    requireRoles(roles: readonly Role[]): onRequestAsyncHookHandler;
    /** An access token of `user` for the session (refresh-token family) `sessionId`. */
    signAccessToken(user: Pick<UserRow, 'id' | 'role'>, sessionId: string): Promise<string>;
    /** Lifetime, grace period and successor key of refresh tokens. */
    refreshPolicy: RefreshTokenPolicy;
    /** The key that seals the e-mail outbox's bodies and links (lib/sealed-text). */
    outboxKey: Buffer;
    /**
     * Forgets this process's cached signed-in checks, for a change that answers with an error
     * (a refresh token's reuse revokes its session and answers 401).
     */
    forgetSignedIn(): void;
    /**
     * The user and session of a valid access token in an `Authorization: Bearer` header, whether
     * or not the session is still open; undefined without one (log-out reads it).
     */
    sessionOfBearer(
      header: string | undefined,
    ): Promise<{ userId: number; sessionId: string } | undefined>;
  }
  interface FastifyRequest {
    /**
     * The signed-in user (id and role), read from the database at most SIGNED_IN_CACHE before
     * (see signedInCache): a deactivation, log-out or reset made by this process holds at once.
     */
    user: AuthUser;
    /** The session (refresh-token family) of the bearer token, beside request.user. */
    sessionId: string;
  }
}

const invalidToken = () => t('errors.invalidToken');

/** Verified access tokens kept (by signature) and signed-in users cached, at most. */
const CACHE_ENTRIES = 10_000;

/** A Map that forgets its oldest entry past `max` (insertion order). */
function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

interface VerifiedToken {
  token: string;
  userId: number;
  sessionId: string;
  /** Seconds since the epoch, the token's exp. */
  expires: number;
}

/**
 * Requests under these paths that change something may deactivate, delete, re-role or sign out
 * an account (log-out, password reset, a refresh token's reuse, staff and student updates and
 * deletes): when one succeeds, this process forgets every cached signed-in user before answering.
 */
const ACCOUNT_WRITES =
  /^\/(auth\/|api\/me\/|api\/users\/|api\/users$|api\/student-profiles|api\/student\/|api\/student$)/;

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** JWT_SECRET, or one generated once: a file in the data dir (PGlite) or a row (pg, in memory). */
async function resolveSecret(config: Config, database: Database): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const fresh = randomBytes(48).toString('base64url');
  if (database.dataDir) {
    const file = path.join(database.dataDir, 'jwt-secret');
    try {
      fs.writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
      return fresh;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
  // ON CONFLICT keeps the first secret when several processes start together.
  await database.db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: fresh })
    .onConflictDoNothing();
  const [row] = await database.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = 'jwt_secret'`);
  return row!.value;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const secret = await resolveSecret(config, app.database);
    const key = new TextEncoder().encode(secret);

    app.decorate('refreshPolicy', {
      ttlSeconds: config.refreshTtlSeconds,
      graceSeconds: config.refreshReuseGraceSeconds,
      // A key of its own, derived from the secret: no token is ever an HMAC under the JWT key.
      successorKey: createHmac('sha256', secret).update('linguadesk refresh successor').digest(),
    });

    // Another key of its own: the outbox's links are readable only with the secret, which in
    // production lives outside the database.
    app.decorate(
      'outboxKey',
      createHmac('sha256', secret).update('linguadesk email outbox').digest(),
    );

    app.decorate('signAccessToken', (user: Pick<UserRow, 'id' | 'role'>, sessionId: string) =>
      new SignJWT({ role: user.role, token_type: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + config.accessTtlSeconds)
        .sign(key),
    );

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('sessionId', '');

    // Verified tokens by signature: a token seen before is not verified again until it expires.
    const verified = new Map<string, VerifiedToken>();
    async function verify(token: string): Promise<VerifiedToken> {
      const signature = token.slice(token.lastIndexOf('.') + 1);
      const known = verified.get(signature);
      if (known && known.token === token && known.expires > Date.now() / 1000) return known;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          // The same clock as the cache's.
          currentDate: new Date(Date.now()),
        });
        const userId = Number(payload.sub);
        if (
          payload.token_type !== 'access' ||
          !isUuid(payload.sid) ||
          !Number.isSafeInteger(userId) ||
          userId <= 0 ||
          userId > 2_147_483_647
        ) {
          throw notAuthenticated(invalidToken());
        }
        const entry = { token, userId, sessionId: payload.sid, expires: payload.exp ?? 0 };
        boundedSet(verified, signature, entry, CACHE_ENTRIES);
        return entry;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
          throw notAuthenticated(invalidToken());
        }
        throw error;
      }
    }

    // The signed-in check (only the columns it needs, one prepared statement) and its answer for
    // a few seconds, per user and session. `generation` moves on whenever this process changes an
    // account or a session, so a check read before that change is never kept after it.
    const signedIn = new Map<string, SignedIn>();
    let generation = 0;
    const signedInCheck = app.db
      .select({
        id: users.id,
        role: users.role,
        fullName: users.fullName,
        username: users.username,
        locale: users.locale,
        isActive: users.isActive,
        revoked: familyRevoked(sql.placeholder('sid')).mapWith(Boolean),
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('signed_in_user');

    const forget = () => {
      generation += 1;
      signedIn.clear();
    };
    app.decorate('forgetSignedIn', forget);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        reply.statusCode < 400 &&
        ACCOUNT_WRITES.test(request.url)
      ) {
        forget();
      }
      done(null, payload);
    });

    app.decorate('sessionOfBearer', async (header: string | undefined) => {
      const [scheme, token, extra] = (header ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) return undefined;
      try {
        const { userId, sessionId } = await verify(token);
        return { userId, sessionId };
      } catch (error) {
        if (error instanceof ApiError) return undefined;
        throw error;
      }
    });

    app.decorate('authenticate', async (request) => {
      const header = request.headers.authorization;
      if (!header) throw notAuthenticated();
      const [scheme, token, extra] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) {
        throw notAuthenticated(invalidToken());
      }
      const { userId, sessionId } = await verify(token);
      const cacheKey = `${userId}:${sessionId}`;
      const cached = signedIn.get(cacheKey);
      if (cached && cached.until > Date.now()) {
        request.user = cached.user;
        request.sessionId = sessionId;
        adoptUserLocale(request, cached.locale);
        return;
      }
      const readAt = generation;
      const [found] = await signedInCheck.execute({ id: userId, sid: sessionId });
      if (!found) throw notAuthenticated(t('errors.userNotFound'));
      if (!found.isActive) throw forbidden(t('errors.accountInactive'));
      if (found.revoked) throw notAuthenticated(invalidToken());
      const user: AuthUser = {
        id: found.id,
        role: found.role,
        fullName: found.fullName,
        username: found.username,
      };
      if (readAt === generation && config.signedInCacheMs > 0)
        boundedSet(
          signedIn,
          cacheKey,
          { user, locale: found.locale, until: Date.now() + config.signedInCacheMs },
          CACHE_ENTRIES,
        );
      request.user = user;
      request.sessionId = sessionId;
      adoptUserLocale(request, found.locale);
    });

    app.decorate('requireRoles', (roles: readonly Role[]) => {
      const allowed = new Set<Role>(roles);
      return async (request) => {
        if (!request.user || !allowed.has(request.user.role)) throw forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
