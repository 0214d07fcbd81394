// /api/me/: the signed-in user; their own names, phone, nationality and language (PATCH); their
// password (POST password/, which signs out every other session).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { API_MESSAGES } from 'shared-domain';
import {
  passwordChangeSchema,
  profileUpdateSchema,
  VALIDATION_MESSAGES,
} from 'shared-domain/schemas';
import { messageSchema } from 'shared-domain/responses';
import { users } from '../../db/schema';
import { findUserById, ownUserSchema, toApiUser, userLanguageShape } from '../../db/queries/users';
import { t } from '../../i18n';
import { badRequest, fieldErrors, notAuthenticated, notFound, throttled } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeOtherSessions } from '../../services/refresh-tokens';

/** The profile's fields and the language preference ('en' | 'ar', 'latn' | 'arab'). */
const profileBodySchema = profileUpdateSchema.extend({
  locale: userLanguageShape.locale.optional(),
  digits: userLanguageShape.digits.optional(),
});

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      schema: { tags: ['users'], security: [{ bearerAuth: [] }], response: { 200: ownUserSchema } },
    },
    async (request) => {
      // The whole row for this one route; every other request carries only id and role.
      const user = await findUserById(app.db, request.user.id);
      if (!user) throw notAuthenticated(t('errors.userNotFound'));
      return toApiUser(user);
    },
  );

  app.patch(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        body: profileBodySchema,
        response: { 200: ownUserSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const changes = {
        ...(body.first_name !== undefined && { firstName: body.first_name }),
        ...(body.middle_name !== undefined && { middleName: body.middle_name }),
        ...(body.last_name !== undefined && { lastName: body.last_name }),
        ...(body.phone_number !== undefined && { phoneNumber: body.phone_number }),
        ...(body.nationality !== undefined && { nationality: body.nationality }),
        ...(body.locale !== undefined && { locale: body.locale }),
        ...(body.digits !== undefined && { digits: body.digits }),
      };
      if (!Object.keys(changes).length) throw badRequest(API_MESSAGES.noUpdateData);
      const [row] = await app.audit.write(request.user, 'user.update', (tx) =>
        tx.update(users).set(changes).where(eq(users.id, request.user.id)).returning(),
      );
      if (!row) throw notFound();
      return toApiUser(row);
    },
  );

  app.post(
    '/password/',
    {
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        body: passwordChangeSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { current_password: current, new_password: next } = request.body;
      const user = await findUserById(app.db, request.user.id);
      if (!user) throw notAuthenticated(t('errors.userNotFound'));
      // A wrong current password counts as a failed log-in of the account from every address,
      // so a stolen access token cannot be used to guess the password faster than the log-in.
      const attempts = `login-account:${user.email.toLowerCase()}`;
      const windowMs = app.config.loginWindowSeconds * 1000;
      const reserved = await app.counters.hit(attempts, windowMs);
      if (reserved.current > app.config.loginAccountMaxFailures) {
        await app.counters.release(attempts);
        throw throttled(reserved.ttl / 1000);
      }
      if (!(await verifyPassword(current, user.passwordHash))) {
        throw fieldErrors({ current_password: [VALIDATION_MESSAGES.currentPasswordWrong] });
      }
      await app.counters.release(attempts);
      if (current === next) {
        throw fieldErrors({ new_password: [VALIDATION_MESSAGES.passwordUnchanged] });
      }
      const passwordHash = await hashPassword(next);
      await app.audit.write(request.user, 'user.update', async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await revokeOtherSessions(tx, user.id, request.sessionId);
      });
      return { message: API_MESSAGES.passwordChanged };
    },
  );
};

export default meRoutes;
