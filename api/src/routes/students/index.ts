// POST /api/student/: an admin adds a student (account and profile) with the Add Student form's
// payload (spec sections 3 and 5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preValidationAsyncHookHandler } from 'fastify';
import { ADMIN_ROLES, API_MESSAGES } from 'shared-domain';
import {
  CREATE_STUDENT_REQUIRED_FIELDS,
  createStudentSchema,
  missingRequiredFields,
  VALIDATION_MESSAGES,
  missingRequiredFieldsMessage,
} from 'shared-domain/schemas';
import type { Db } from '../../db/client';
import { getStudentProfile } from '../../db/queries/student-profiles';
import { insertStudent } from '../../db/queries/student-writes';
import { takenIdentifiers } from '../../db/queries/users';
import { ApiError, sqlState } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { createdStudentSchema } from 'shared-domain/responses';

/**
 * Spec section 5's create-time check, before the field rules: every absent or blank required field
 * in one message, each also marked on its field.
 */
const requireFields: preValidationAsyncHookHandler = async (request) => {
  const missing = missingRequiredFields(request.body);
  if (!missing.length) return;
  throw new ApiError(400, {
    detail: missingRequiredFieldsMessage(missing),
    ...Object.fromEntries(missing.map((field) => [field, [VALIDATION_MESSAGES.fieldRequired]])),
  });
};

async function duplicateErrors(
  db: Db,
  email: string,
  username: string,
): Promise<ApiError | undefined> {
  const taken = await takenIdentifiers(db, { email, username });
  if (!taken.email && !taken.username) return undefined;
  return new ApiError(400, {
    ...(taken.email ? { email: [API_MESSAGES.duplicateEmail] } : {}),
    ...(taken.username ? { username: [API_MESSAGES.duplicateUsername] } : {}),
  });
}

const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));

  app.post(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      preValidation: requireFields,
      schema: {
        tags: ['students'],
        security: [{ bearerAuth: [] }],
        description: `Required: ${CREATE_STUDENT_REQUIRED_FIELDS.join(', ')}.`,
        body: createStudentSchema,
        response: { 201: createdStudentSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.toLowerCase();
      const duplicate = await duplicateErrors(app.db, email, body.username);
      if (duplicate) throw duplicate;
      let id: number;
      try {
        const passwordHash = await hashPassword(body.password);
        id = await app.audit.write(request.user, 'student.create', (tx) =>
          insertStudent(tx, { ...body, email, passwordHash }),
        );
      } catch (error) {
        // Another request took the address or username in the meantime.
        if (sqlState(error) === '23505')
          throw (await duplicateErrors(app.db, email, body.username)) ?? error;
        throw error;
      }
      const lookup = await getStudentProfile(app.db, id, request.user);
      if (!lookup.found || !lookup.visible) throw new Error(`student ${id} vanished after insert`);
      return reply.code(201).send({ ...lookup.profile, full_name: lookup.profile.user.full_name });
    },
  );
};

export default studentRoutes;
