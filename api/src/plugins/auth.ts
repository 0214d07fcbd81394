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
import { forbidden, notAuthenticated } from '../lib/errors';
import { familyRevoked, type RefreshTokenPolicy } from '../services/refresh-tokens';

export type AuthUser = UserRow;

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
  }
  interface FastifyRequest {
    /** The signed-in user, loaded fresh on every request (so deactivation takes effect at once). */
    user: AuthUser;
  }
}

const INVALID_TOKEN = 'Given token not valid for any token type';

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

    app.decorate('signAccessToken', (user: Pick<UserRow, 'id' | 'role'>, sessionId: string) =>
      new SignJWT({ role: user.role, token_type: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + config.accessTtlSeconds)
        .sign(key),
    );

    app.decorateRequest('user', null as unknown as AuthUser);

    app.decorate('authenticate', async (request) => {
      const header = request.headers.authorization;
      if (!header) throw notAuthenticated();
      const [scheme, token, extra] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) {
        throw notAuthenticated(INVALID_TOKEN);
      }
      let sub: string | undefined;
      let sessionId: string;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.token_type !== 'access' || !isUuid(payload.sid)) {
          throw notAuthenticated(INVALID_TOKEN);
        }
        sub = payload.sub;
        sessionId = payload.sid;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
          throw notAuthenticated(INVALID_TOKEN);
        }
        throw error;
      }
      const id = Number(sub);
      const [found] =
        Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
          ? await app.db
              .select({ user: users, revoked: familyRevoked(sessionId).mapWith(Boolean) })
              .from(users)
              .where(eq(users.id, id))
              .limit(1)
          : [];
      if (!found) throw notAuthenticated('User not found');
      if (!found.user.isActive) throw forbidden('Your account is inactive.');
      if (found.revoked) throw notAuthenticated(INVALID_TOKEN);
      request.user = found.user;
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
