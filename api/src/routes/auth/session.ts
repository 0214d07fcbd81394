// Log-in (rate limited per account and address), refresh (with rotation, reuse detection and a
// grace period for lost or parallel refreshes) and log-out; the refresh token travels only
// in an HttpOnly cookie limited to /auth/.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES } from 'shared-domain';
import { loginSchema } from 'shared-domain/schemas';
import { texts } from 'shared-i18n';
import { findUserByEmail, findUserById, ownUserSchema, toApiUser } from '../../db/queries/users';
import { API_ENGLISH, t } from '../../i18n';
import { ApiError, forbidden, throttled } from '../../lib/errors';
import { adoptUserLocale } from '../../plugins/language';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../lib/passwords';
import {
  issueRefreshToken,
  revokeFamily,
  revokeFamilyOf,
  rotateRefreshToken,
} from '../../services/refresh-tokens';
import { loginResponseSchema, refreshResponseSchema } from 'shared-domain/responses';

export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/auth/';

export const AUTH_MESSAGES = texts(t, 'session', API_ENGLISH.session);

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
    reply.setCookie(REFRESH_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: config.refreshTtlSeconds,
    });
  }

  /**
   * A log-in refused by a limit is kept in the audit trail once per limit and window: the first
   * refusal of the window (`auth.login_throttled`, in a transaction of its own, `changes.email`
   * the address tried, `changes.limit` which limit). Later refusals of the same window add
   * nothing, so a flood of attempts cannot flood the trail. `windowLeftMs`: what is left of the
   * limit's window, which the marker's own window matches.
   */
  async function auditThrottled(
    limitKey: string,
    windowLeftMs: number,
    email: string,
    limit: 'this address' | 'every address',
  ) {
    const marker = await app.counters.hit(`${limitKey}:refused`, Math.max(windowLeftMs, 1000));
    if (marker.current !== 1) return;
    const user = await findUserByEmail(app.db, email);
    await app.db.transaction((tx) =>
      app.audit.event(tx, null, {
        action: 'auth.login_throttled',
        resource: 'user',
        recordId: user?.id ?? null,
        studentId: user?.role === 'student' ? user.id : null,
        changes: { email: { before: null, after: email }, limit: { before: null, after: limit } },
      }),
    );
  }

  function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }

  app.post(
    '/login/',
    {
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: {
          200: loginResponseSchema.extend({ user: ownUserSchema }),
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // Two limits: this account from this address, and this account from every address together
      // (a spread of addresses cannot brute-force one account). Each attempt is reserved before
      // the password is checked, so parallel attempts cannot get past the limit while earlier
      // ones are still being checked. A success gives its reservation back, and so does a refused
      // attempt: it is not a failure, and one address cannot lock the account for every other.
      const here = `login:${email}:${request.ip}`;
      const everywhere = `login-account:${email}`;
      const windowMs = config.loginWindowSeconds * 1000;
      const fromHere = await app.counters.hit(here, windowMs);
      if (fromHere.current > config.loginMaxFailures) {
        await app.counters.release(here);
        await auditThrottled(here, fromHere.ttl, email, 'this address');
        throw throttled(fromHere.ttl / 1000);
      }
      const fromAll = await app.counters.hit(everywhere, windowMs);
      if (fromAll.current > config.loginAccountMaxFailures) {
        await app.counters.release(everywhere);
        await app.counters.release(here);
        await auditThrottled(everywhere, fromAll.ttl, email, 'every address');
        throw throttled(fromAll.ttl / 1000);
      }

      const user = await findUserByEmail(app.db, email);
      // An unknown address is checked against a dummy hash so both failures take the same time.
      const valid = await verifyPassword(
        request.body.password,
        user?.passwordHash ?? UNUSABLE_PASSWORD_HASH,
      );
      // A failed log-in is kept in the audit trail although the log-in fails: its own transaction.
      const failed = () =>
        app.db.transaction((tx) =>
          app.audit.event(tx, null, {
            action: 'auth.login_failed',
            resource: 'user',
            recordId: user?.id ?? null,
            studentId: user?.role === 'student' ? user.id : null,
            changes: { email: { before: null, after: email } },
          }),
        );
      if (!user || !valid) {
        await failed();
        throw new ApiError(401, { detail: API_MESSAGES.invalidCredentials });
      }
      await app.counters.reset(here);
      await app.counters.release(everywhere);
      // The account is known now: its language, unless the request named one.
      adoptUserLocale(request, user.locale);
      if (!user.isActive) {
        await failed();
        throw forbidden(
          user.awaitingActivation ? AUTH_MESSAGES.awaitingActivation : AUTH_MESSAGES.deactivated,
        );
      }

      // The session and its audit row together.
      const refresh = await app.db.transaction(async (tx) => {
        const issued = await issueRefreshToken(tx, user.id, config.refreshTtlSeconds);
        await app.audit.event(tx, user, {
          action: 'auth.login',
          resource: 'user',
          recordId: user.id,
          studentId: user.role === 'student' ? user.id : null,
        });
        return issued;
      });
      setRefreshCookie(request, reply, refresh.token);
      return {
        success: true as const,
        message: API_MESSAGES.loginSuccess,
        access: await app.signAccessToken(user, refresh.familyId),
        user: toApiUser(user),
      };
    },
  );

  app.post(
    '/refresh/',
    { schema: { tags: ['auth'], response: { 200: refreshResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      // Within the grace period the browser may already hold a newer token (set by a parallel
      // refresh that won): a refusal then leaves the cookie alone.
      const refuse = (detail: string, keepCookie = false) => {
        if (!keepCookie) clearRefreshCookie(request, reply);
        return new ApiError(401, { detail, code: 'token_not_valid' });
      };
      if (!token) throw refuse(AUTH_MESSAGES.refreshMissing);

      const rotation = await rotateRefreshToken(app.db, token, app.refreshPolicy);
      if (!rotation.ok) {
        if (rotation.reason === 'reused' && !rotation.inGrace) {
          request.log.warn('refresh token reused: its family is revoked');
          app.forgetSignedIn();
        }
        throw refuse(AUTH_MESSAGES.refreshInvalid, rotation.inGrace);
      }
      const user = await findUserById(app.db, rotation.userId);
      if (!user || !user.isActive) {
        await revokeFamilyOf(app.db, rotation.next.token);
        app.forgetSignedIn();
        throw refuse(AUTH_MESSAGES.refreshInvalid);
      }
      setRefreshCookie(request, reply, rotation.next.token);
      return { access: await app.signAccessToken(user, rotation.next.familyId) };
    },
  );

  app.post(
    '/logout/',
    { schema: { tags: ['auth'], response: { 204: z.void().describe('Signed out') } } },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await revokeFamilyOf(app.db, token);
      // A client that holds only its access token (the cookie lost, or never sent cross-site)
      // still ends the session that token belongs to.
      const bearer = await app.sessionOfBearer(request.headers.authorization);
      if (bearer) await revokeFamily(app.db, bearer.sessionId, bearer.userId);
      clearRefreshCookie(request, reply);
      return reply.code(204).send();
    },
  );
};

export default sessionRoutes;
