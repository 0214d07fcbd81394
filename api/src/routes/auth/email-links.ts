// E-mail verification and password reset through single-use links, with rate-limited requests.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { API_MESSAGES } from 'shared-domain';
import { emailSchema, resetPasswordSchema } from 'shared-domain/schemas';
import { texts } from 'shared-i18n';
import { findUserByEmail, findUserById } from '../../db/queries/users';
import { API_ENGLISH, t } from '../../i18n';
import { users } from '../../db/schema';
import { ApiError, throttled } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { consumeEmailToken, peekEmailToken } from '../../services/email-tokens';
import { revokeAllForUser } from '../../services/refresh-tokens';
import { sendPasswordResetMail, sendVerificationMail } from './mails';
import { messageSchema, resetTokenValidSchema } from 'shared-domain/responses';

export const EMAIL_LINK_MESSAGES = texts(t, 'emailLinks', API_ENGLISH.emailLinks);

/** Opaque tokens are 43 characters; anything far longer is not one of ours. */
const tokenParams = z.object({ token: z.string() });
const isPlausibleToken = (token: string) => token.length > 0 && token.length <= 200;

const emailLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  /** Repeated requests for one address are refused with 429 for a while. */
  const limitPerEmail = (name: string) => ({
    rateLimit: {
      max: config.emailMaxRequests,
      timeWindow: config.emailWindowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) =>
        `${name}:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
    },
  });

  app.get(
    '/verify-email/:token/',
    { schema: { tags: ['auth'], params: tokenParams, response: { 200: messageSchema } } },
    async (request) => {
      const { token } = request.params;
      if (!isPlausibleToken(token))
        throw new ApiError(400, { error: API_MESSAGES.verifyEmailInvalid });
      // The link and the flag in one transaction, recorded as the account's own action.
      const verified = await app.audit.write(null, 'auth.verify_email', async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'verify');
        if (!userId) return false;
        await app.audit.name(tx, (await findUserById(tx, userId)) ?? null, 'auth.verify_email');
        await tx.update(users).set({ isVerified: true }).where(eq(users.id, userId));
        return true;
      });
      if (!verified) throw new ApiError(400, { error: API_MESSAGES.verifyEmailInvalid });
      return { message: EMAIL_LINK_MESSAGES.verified };
    },
  );

  /**
   * One client asking for mails to many addresses (each under its own per-address limit) is
   * refused past EMAIL_CLIENT_MAX_REQUESTS per window: a centre's server must not become a way to
   * flood other people's mailboxes. Counted once the request is valid, whether or not it mails.
   */
  async function limitPerClient(request: FastifyRequest) {
    const hit = await app.counters.hit(
      `mail-requests:${request.ip}`,
      config.emailClientWindowSeconds * 1000,
    );
    if (hit.current > config.emailClientMaxRequests) throw throttled(hit.ttl / 1000);
  }

  app.post(
    '/resend-verification/',
    {
      config: limitPerEmail('resend-verification'),
      schema: { tags: ['auth'], body: emailSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await limitPerClient(request);
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && !user.isVerified) await sendVerificationMail(app, user);
      return { message: EMAIL_LINK_MESSAGES.verificationSent };
    },
  );

  app.post(
    '/forgot-password/',
    {
      config: limitPerEmail('forgot-password'),
      schema: { tags: ['auth'], body: emailSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await limitPerClient(request);
      const user = await findUserByEmail(app.db, request.body.email);
      // The link and its mail are made after the answer: it takes as long with an account as
      // without one, so the timing does not tell whether an address has an account.
      if (user) app.deferred.run('password reset mail', () => sendPasswordResetMail(app, user));
      return { message: API_MESSAGES.forgotPasswordSent };
    },
  );

  app.get(
    '/validate-reset-token/:token/',
    {
      schema: {
        tags: ['auth'],
        params: tokenParams,
        response: { 200: resetTokenValidSchema },
      },
    },
    async (request) => {
      const { token } = request.params;
      const userId = isPlausibleToken(token)
        ? await peekEmailToken(app.db, token, 'reset')
        : undefined;
      if (!userId) throw new ApiError(400, { valid: false, error: API_MESSAGES.resetTokenInvalid });
      return { valid: true as const };
    },
  );

  app.post(
    '/reset-password/:token/',
    {
      schema: {
        tags: ['auth'],
        params: tokenParams,
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { token } = request.params;
      const invalid = () => new ApiError(400, { error: API_MESSAGES.resetTokenInvalid });
      if (!isPlausibleToken(token)) throw invalid();
      const passwordHash = await hashPassword(request.body.password);
      const userId = await app.audit.write(null, 'auth.password_reset', async (tx) => {
        const id = await consumeEmailToken(tx, token, 'reset');
        if (!id) return undefined;
        // Recorded as the account's own action: the link's holder is its owner.
        await app.audit.name(tx, (await findUserById(tx, id)) ?? null, 'auth.password_reset');
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await revokeAllForUser(tx, id);
        return id;
      });
      if (!userId) throw invalid();
      return { message: API_MESSAGES.passwordResetDone };
    },
  );
};

export default emailLinkRoutes;
