// /api/users/: staff accounts, managed by the two admin roles within their limits
// (an operations manager: every staff role; an account manager: instructors and supervisors).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  API_MESSAGES,
  ROLES,
  STAFF_ROLES,
  userListRow,
  type Role,
} from 'shared-domain';
import { createStaffSchema, updateUserSchema, invalidChoiceMessage } from 'shared-domain/schemas';
import { texts } from 'shared-i18n';
import { takenIdentifiers, toApiUser, userSchema } from '../../db/queries/users';
import { API_ENGLISH, t } from '../../i18n';
import { users, type UserRow } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { ApiError, badRequest, forbidden, notFound, sqlState } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import {
  EXPORT_MEDIA_TYPES,
  exportFormatField,
  sendExport,
  type ExportColumn,
} from '../../lib/exports';
import { booleanQuery } from '../../lib/list-filters';
import {
  batchPlan,
  containsPattern,
  keysetBatches,
  listQuerySchema,
  keysetPage,
  keysetResults,
  pageRequest,
  paginated,
  paginatedSchema,
} from '../../lib/pagination';
import { revokeAllForUser } from '../../services/refresh-tokens';
import { idParams } from '../params';

/** The roles each admin role may list, create, update and delete. */
export const MANAGEABLE_ROLES: Partial<Record<Role, readonly Role[]>> = {
  operations_manager: STAFF_ROLES,
  account_manager: ['instructor', 'supervisor'],
};

export const USER_MESSAGES = texts(t, 'users', API_ENGLISH.users);

const roleList = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const roles = value
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    for (const role of roles) {
      if (!(ROLES as readonly string[]).includes(role)) {
        ctx.issues.push({ code: 'custom', message: invalidChoiceMessage(role), input: value });
        return z.NEVER;
      }
    }
    return roles as Role[];
  });

const usersQuerySchema = listQuerySchema.extend({
  role: roleList.optional(),
  is_active: booleanQuery,
});

const usersExportQuerySchema = usersQuerySchema
  .pick({ search: true, role: true, is_active: true })
  .extend({ format: exportFormatField });

type StaffFilter = Pick<z.output<typeof usersQuerySchema>, 'search' | 'role' | 'is_active'>;

type StaffRow = ReturnType<typeof userListRow>;

const staffColumn = (key: keyof StaffRow, width?: number): ExportColumn<StaffRow> => ({
  header: () => t(`staffExport.${key}`),
  value: (row) => row[key],
  width,
});

/** The Staff List's columns, spelt as the screen spells them (userListRow). */
const STAFF_COLUMNS: readonly ExportColumn<StaffRow>[] = [
  staffColumn('id', 8),
  staffColumn('name', 24),
  staffColumn('username'),
  staffColumn('email', 28),
  staffColumn('phone'),
  staffColumn('gender'),
  staffColumn('nationality'),
  staffColumn('role', 20),
  staffColumn('status'),
  staffColumn('verified', 10),
  staffColumn('created'),
  staffColumn('updated'),
];

function duplicateErrors(taken: { email: boolean; username: boolean }): ApiError | undefined {
  if (!taken.email && !taken.username) return undefined;
  return new ApiError(400, {
    ...(taken.email ? { email: [API_MESSAGES.duplicateEmail] } : {}),
    ...(taken.username ? { username: [API_MESSAGES.duplicateUsername] } : {}),
  });
}

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));

  const manageable = (viewer: AuthUser) => MANAGEABLE_ROLES[viewer.role] ?? [];

  /** The staff this admin may list that match the filters; undefined when none can. */
  function staffWhere(viewer: AuthUser, query: StaffFilter): SQL | undefined {
    const visible = manageable(viewer).filter((r) => !query.role || query.role.includes(r));
    if (!visible.length) return undefined;
    const conditions: SQL[] = [inArray(users.role, [...visible])];
    if (query.search)
      conditions.push(sql`${users.searchText} LIKE ${containsPattern(query.search)}`);
    if (query.is_active !== undefined) conditions.push(eq(users.isActive, query.is_active));
    return and(...conditions);
  }

  /** The target user, if this admin may manage them (404 when missing, 403 when out of reach). */
  async function managedUser(viewer: AuthUser, id: number): Promise<UserRow> {
    const [target] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!target) throw notFound();
    if (target.id !== viewer.id && !manageable(viewer).includes(target.role)) throw forbidden();
    return target;
  }

  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        querystring: usersQuerySchema,
        response: { 200: paginatedSchema(userSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = pageRequest(query);
      const where = staffWhere(request.user, query);
      if (!where) return paginated(request, page, 0, []);
      // Staff are few: counted beside the page, paged by keyset on the id like every other list.
      // A page past the end has no row to carry the count: only then is it read on its own.
      const plan = keysetPage(sql`${users.id}`, page);
      const found = await app.db
        .select({
          user: users,
          total: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${where})`,
        })
        .from(users)
        .where(and(where, plan.where))
        .orderBy(plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset);
      const total =
        found[0]?.total ??
        (await app.db.select({ n: count() }).from(users).where(where))[0]?.n ??
        0;
      const { results, sides } = keysetResults(
        found.map((row) => toApiUser(row.user)),
        plan,
        page,
      );
      return paginated(request, page, total, results, { sides });
    },
  );

  // The Staff List's Export: every staff member the search and filters select, all pages.
  app.get(
    '/export/',
    {
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        querystring: usersExportQuerySchema,
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) => {
      const where = staffWhere(request.user, request.query);
      async function* batches() {
        if (!where) return;
        for await (const found of keysetBatches(async (after, size) => {
          const plan = batchPlan(sql`${users.id}`, after, size);
          return app.db
            .select()
            .from(users)
            .where(and(where, plan.where))
            .orderBy(plan.orderBy)
            .limit(plan.limit);
        })) {
          yield found.map((row) => userListRow(toApiUser(row)));
        }
      }
      return sendExport(request, reply, {
        name: 'staff',
        format: request.query.format,
        columns: STAFF_COLUMNS,
        batches: batches(),
      });
    },
  );

  app.post(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        body: createStaffSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!manageable(request.user).includes(body.role)) throw forbidden();
      const email = body.email.toLowerCase();
      const duplicate = duplicateErrors(
        await takenIdentifiers(app.db, { email, username: body.username }),
      );
      if (duplicate) throw duplicate;
      try {
        const passwordHash = await hashPassword(body.password);
        const [created] = await app.audit.write(request.user, 'user.create', (tx) =>
          tx
            .insert(users)
            .values({
              email,
              username: body.username,
              passwordHash,
              firstName: body.first_name,
              middleName: body.middle_name,
              lastName: body.last_name,
              phoneNumber: body.phone_number,
              nationality: body.nationality,
              gender: body.gender,
              role: body.role,
              isActive: true,
            })
            .returning(),
        );
        return reply.code(201).send(toApiUser(created!));
      } catch (error) {
        if (sqlState(error) === '23505') {
          throw (
            duplicateErrors(await takenIdentifiers(app.db, { email, username: body.username })) ??
            error
          );
        }
        throw error;
      }
    },
  );

  app.patch(
    '/:id/',
    {
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: updateUserSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const viewer = request.user;
      const target = await managedUser(viewer, request.params.id);
      const body = request.body;
      if (target.id === viewer.id) {
        if (body.role !== undefined && body.role !== target.role)
          throw badRequest(USER_MESSAGES.ownRole);
        if (body.is_active === false) throw badRequest(USER_MESSAGES.ownDeactivation);
      } else if (body.role !== undefined && !manageable(viewer).includes(body.role)) {
        throw forbidden();
      }
      const email = body.email?.toLowerCase();
      const duplicate = duplicateErrors(
        await takenIdentifiers(app.db, { email, username: body.username }, target.id),
      );
      if (duplicate) throw duplicate;

      const changes: Partial<typeof users.$inferInsert> = {
        ...(email !== undefined && { email }),
        ...(body.username !== undefined && { username: body.username }),
        ...(body.first_name !== undefined && { firstName: body.first_name }),
        ...(body.middle_name !== undefined && { middleName: body.middle_name }),
        ...(body.last_name !== undefined && { lastName: body.last_name }),
        ...(body.phone_number !== undefined && { phoneNumber: body.phone_number }),
        ...(body.nationality !== undefined && { nationality: body.nationality }),
        ...(body.gender !== undefined && { gender: body.gender }),
        ...(body.role !== undefined && { role: body.role }),
        ...(body.is_active !== undefined && { isActive: body.is_active }),
        // Activating a staff sign-up ends its wait.
        ...(body.is_active === true && { awaitingActivation: false }),
      };
      if (!Object.keys(changes).length) return toApiUser(target);
      // Activating a staff sign-up is its own action in the trail.
      const action =
        body.is_active === true && target.awaitingActivation ? 'user.activate' : 'user.update';
      const updated = await app.audit.write(viewer, action, async (tx) => {
        const [row] = await tx
          .update(users)
          .set(changes)
          .where(eq(users.id, target.id))
          .returning();
        if (body.is_active === false) await revokeAllForUser(tx, target.id);
        return row!;
      });
      return toApiUser(updated);
    },
  );

  app.delete(
    '/:id/',
    { schema: { tags: ['users'], security: [{ bearerAuth: [] }], params: idParams } },
    async (request, reply) => {
      if (request.params.id === request.user.id) throw badRequest(USER_MESSAGES.ownDeletion);
      const target = await managedUser(request.user, request.params.id);
      // Groups and calls that named this person keep their data; the FKs empty the assignment.
      await app.audit.write(request.user, 'user.delete', (tx) =>
        tx.delete(users).where(eq(users.id, target.id)),
      );
      return reply.code(204).send();
    },
  );
};

export default usersRoutes;
