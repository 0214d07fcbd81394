// Self sign-up: students (active, unverified, with a waiting profile) and staff (inactive until an
// administrator activates them). Both get a verification link by e-mail.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES, type StudentRegistrationPayload, type Role } from 'shared-domain';
import { staffRegistrationSchema, studentRegistrationSchema } from 'shared-domain/schemas';
import { takenIdentifiers, toApiUser } from '../../db/queries/users';
import { studentProfiles, users, type UserRow } from '../../db/schema';
import { ApiError, sqlState } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Locale } from 'shared-i18n';
import { sendVerificationMail } from './mails';
import { registrationResponseSchema } from 'shared-domain/responses';

function duplicateAccount(taken: { email: boolean; username: boolean }): ApiError {
  return new ApiError(409, {
    detail: API_MESSAGES.duplicateAccount,
    ...(taken.email ? { email: [API_MESSAGES.duplicateEmail] } : {}),
    ...(taken.username ? { username: [API_MESSAGES.duplicateUsername] } : {}),
  });
}

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** `locale`: the sign-up request's language, kept as the new account's preference. */
  async function register(
    payload: StudentRegistrationPayload,
    role: Role,
    locale: Locale,
  ): Promise<UserRow> {
    const email = payload.email.toLowerCase();
    const taken = await takenIdentifiers(app.db, { email, username: payload.username });
    if (taken.email || taken.username) throw duplicateAccount(taken);

    const passwordHash = await hashPassword(payload.password);
    const isStaff = role !== 'student';
    let user: UserRow;
    try {
      user = await app.audit.write(null, 'auth.sign_up', async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email,
            username: payload.username,
            passwordHash,
            firstName: payload.first_name,
            middleName: payload.middle_name ?? '',
            lastName: payload.last_name,
            phoneNumber: payload.phone_number,
            nationality: payload.nationality,
            gender: payload.gender,
            role,
            isActive: !isStaff,
            awaitingActivation: isStaff,
            locale,
          })
          .returning();
        if (!isStaff) await tx.insert(studentProfiles).values({ userId: created!.id });
        return created!;
      });
    } catch (error) {
      // Two sign-ups racing for one address: the loser gets the same answer as a late one.
      if (sqlState(error) === '23505') {
        throw duplicateAccount(
          await takenIdentifiers(app.db, { email, username: payload.username }),
        );
      }
      throw error;
    }
    await sendVerificationMail(app, user);
    return user;
  }

  // Sign-ups from one address, student and staff together: each one sends a mail. Generous
  // enough for a classroom behind one address (SIGNUP_MAX_REQUESTS per SIGNUP_WINDOW).
  const limitPerAddress = {
    rateLimit: {
      max: app.config.signupMaxRequests,
      timeWindow: app.config.signupWindowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => `signup:${request.ip}`,
    },
  };

  app.post(
    '/register-student/',
    {
      config: limitPerAddress,
      schema: {
        tags: ['auth'],
        body: studentRegistrationSchema,
        response: { 201: registrationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await register(request.body, 'student', request.language.locale);
      return reply
        .code(201)
        .send({ message: API_MESSAGES.studentSignupSuccess, user: toApiUser(user) });
    },
  );

  app.post(
    '/register-staff/',
    {
      config: limitPerAddress,
      schema: {
        tags: ['auth'],
        body: staffRegistrationSchema,
        response: { 201: registrationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await register(request.body, request.body.role, request.language.locale);
      return reply
        .code(201)
        .send({ message: API_MESSAGES.staffSignupSuccess, user: toApiUser(user) });
    },
  );
};

export default registrationRoutes;
