// /api/groups/: class groups. Managers read and write every group; supervisors and instructors
// read the groups they are assigned to; students are refused.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count, eq } from 'drizzle-orm';
import { ADMIN_ROLES, STAFF_ROLES, type DayGroup } from 'shared-domain';
import { parseHours } from 'shared-domain/records';
import {
  groupCreateSchema,
  groupUpdateSchema,
  updateLevelSchema,
  alreadyTeachesMessage,
  VALIDATION_MESSAGES,
} from 'shared-domain/schemas';
import { texts } from 'shared-i18n';
import type { Db } from '../../db/client';
import { updateGroupLevel } from '../../db/queries/group-levels';
import {
  findGroups,
  findInstructorClash,
  groupFilter,
  getGroupDetail,
  getGroupRow,
  groupDetailSchema,
  groupRowSchema,
  groupSearch,
  lockInstructor,
} from '../../db/queries/groups';
import { assignmentErrors } from '../../db/queries/staff-assignments';
import type { Viewer } from '../../db/queries/student-profiles';
import { groups, studentProfiles } from '../../db/schema';
import { API_ENGLISH, t } from '../../i18n';
import { ApiError, fieldErrors, forbidden, notFound } from '../../lib/errors';
import { allConditions } from '../../lib/list-filters';
import { pageRequest, paginated, paginatedSchema } from '../../lib/pagination';
import { idParams } from '../params';
import { auditEntrySchema, levelUpdateResponseSchema } from 'shared-domain/responses';
import { activityQuerySchema, auditList } from '../audit/query';
import enrolmentRoutes from './enrolment';
import groupExportRoutes from './export';
import { groupFilters, groupListQuerySchema } from './filters';

export const GROUP_MESSAGES = texts(t, 'groups', { levelUpdated: API_ENGLISH.groups.levelUpdated });

export function capacityBelowStudentsMessage(students: number): string {
  return t('groups.capacityBelowStudents', { students });
}

const SESSION_COLUMNS = {
  session_one: 'sessionOne',
  session_two: 'sessionTwo',
  session_three: 'sessionThree',
  session_four: 'sessionFour',
  session_five: 'sessionFive',
  session_six: 'sessionSix',
  session_seven: 'sessionSeven',
  session_eight: 'sessionEight',
  session_nine: 'sessionNine',
} as const;

type SessionInput = Partial<Record<keyof typeof SESSION_COLUMNS, boolean>>;

function sessionChanges(body: SessionInput): Partial<typeof groups.$inferInsert> {
  const changes: Partial<typeof groups.$inferInsert> = {};
  for (const [key, column] of Object.entries(SESSION_COLUMNS)) {
    const value = body[key as keyof SessionInput];
    if (value !== undefined) changes[column] = value;
  }
  return changes;
}

/** Refuses a booking that overlaps another group of the same instructor on the same days. */
async function ensureInstructorFree(
  tx: Db,
  booking: { instructorId: number; days: DayGroup; hours: string; groupId?: number },
): Promise<void> {
  const range = parseHours(booking.hours)!;
  await lockInstructor(tx, booking.instructorId);
  const clash = await findInstructorClash(tx, {
    instructorId: booking.instructorId,
    days: booking.days,
    start: range.start,
    end: range.end,
    groupId: booking.groupId,
  });
  if (clash) {
    throw fieldErrors({
      hours: [alreadyTeachesMessage(clash.instructor, clash.days, clash.hours)],
    });
  }
}

const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRoles(STAFF_ROLES);
  const managersOnly = app.requireRoles(ADMIN_ROLES);
  await app.register(enrolmentRoutes);
  await app.register(groupExportRoutes);

  /** The row as `viewer` sees it; inside a write, read through its transaction (`db`). */
  async function groupRowFor(viewer: Viewer, id: number, db: Db = app.db) {
    const lookup = await getGroupRow(db, id, viewer);
    if (!lookup.found || !lookup.visible) throw notFound();
    return lookup.group;
  }

  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      onRequest: staffOnly,
      schema: {
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        querystring: groupListQuerySchema,
        response: { 200: paginatedSchema(groupRowSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = pageRequest(query);
      const {
        count: total,
        results,
        sides,
      } = await findGroups(app.db, {
        viewer: request.user,
        filter: allConditions(
          query.search ? groupSearch(query.search) : undefined,
          groupFilter(groupFilters(query)),
        ),
        page,
      });
      return paginated(request, page, total, results, { sides });
    },
  );

  app.get(
    '/:id/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: groupDetailSchema },
      },
    },
    async (request) => {
      const lookup = await getGroupDetail(app.db, request.params.id, request.user);
      if (!lookup.found) throw notFound();
      if (!lookup.visible) throw forbidden();
      return lookup.group;
    },
  );

  // The latest changes of the group's own record (staff, level, sessions), for whoever may read it.
  app.get(
    '/:id/activity/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['groups', 'audit'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        querystring: activityQuerySchema,
        response: { 200: paginatedSchema(auditEntrySchema) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const lookup = await getGroupRow(app.db, id, request.user);
      if (!lookup.found) throw notFound();
      if (!lookup.visible) throw forbidden();
      return auditList(request, request.query, { resource: 'group', recordId: id }, true);
    },
  );

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: managersOnly,
      schema: {
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        body: groupCreateSchema,
        response: { 201: groupRowSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // An account manager who creates a group becomes its account manager (spec section 6).
      const accountManager =
        request.user.role === 'account_manager' ? request.user.id : body.account_manager;
      const errors = await assignmentErrors(app.db, {
        instructor: body.instructor,
        supervisor: body.supervisor,
        account_manager: accountManager,
      });
      if (Object.keys(errors).length) throw fieldErrors(errors);
      const range = parseHours(body.hours)!;
      const group = await app.audit.write(request.user, 'group.create', async (tx) => {
        if (body.instructor !== null) {
          await ensureInstructorFree(tx, {
            instructorId: body.instructor,
            days: body.days,
            hours: body.hours,
          });
        }
        const [created] = await tx
          .insert(groups)
          .values({
            days: body.days,
            hours: body.hours,
            startHour: range.start,
            endHour: range.end,
            currentLevel: body.current_level,
            instructorId: body.instructor,
            supervisorId: body.supervisor,
            accountManagerId: accountManager,
            maxCapacity: body.max_capacity ?? null,
            ...sessionChanges(body),
          })
          .returning({ id: groups.id });
        return groupRowFor(request.user, created!.id, tx);
      });
      return reply.code(201).send(group);
    },
  );

  app.patch(
    '/:id/',
    {
      onRequest: managersOnly,
      schema: {
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: groupUpdateSchema,
        response: { 200: groupRowSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const id = request.params.id;
      // The answer is read in the same transaction: what this request wrote, not a later writer's.
      return app.audit.write(request.user, 'group.update', async (tx) => {
        const [current] = await tx
          .select()
          .from(groups)
          .where(eq(groups.id, id))
          .for('update')
          .limit(1);
        if (!current) throw notFound();
        const errors = await assignmentErrors(
          tx,
          {
            instructor: body.instructor,
            supervisor: body.supervisor,
            account_manager: body.account_manager,
          },
          {
            instructor: current.instructorId,
            supervisor: current.supervisorId,
            account_manager: current.accountManagerId,
          },
        );
        if (body.max_capacity) {
          const [enrolled] = await tx
            .select({ n: count() })
            .from(studentProfiles)
            .where(eq(studentProfiles.groupId, id));
          if ((enrolled?.n ?? 0) > body.max_capacity) {
            errors.max_capacity = [capacityBelowStudentsMessage(enrolled!.n)];
          }
        }
        if (Object.keys(errors).length) throw fieldErrors(errors);

        const days = body.days ?? current.days;
        const hours = body.hours ?? current.hours;
        const instructorId = body.instructor === undefined ? current.instructorId : body.instructor;
        const rebooked =
          body.days !== undefined || body.hours !== undefined || body.instructor !== undefined;
        if (instructorId !== null && rebooked) {
          await ensureInstructorFree(tx, { instructorId, days, hours, groupId: id });
        }
        const range = parseHours(hours)!;
        const changes: Partial<typeof groups.$inferInsert> = {
          ...(body.days !== undefined && { days }),
          ...(body.hours !== undefined && { hours, startHour: range.start, endHour: range.end }),
          ...(body.current_level !== undefined && { currentLevel: body.current_level }),
          ...(body.instructor !== undefined && { instructorId: body.instructor }),
          ...(body.supervisor !== undefined && { supervisorId: body.supervisor }),
          ...(body.account_manager !== undefined && { accountManagerId: body.account_manager }),
          ...(body.max_capacity !== undefined && { maxCapacity: body.max_capacity }),
          ...sessionChanges(body),
        };
        if (Object.keys(changes).length) {
          await tx.update(groups).set(changes).where(eq(groups.id, id));
        }
        return groupRowFor(request.user, id, tx);
      });
    },
  );

  app.delete(
    '/:id/',
    {
      onRequest: managersOnly,
      schema: { tags: ['groups'], security: [{ bearerAuth: [] }], params: idParams },
    },
    async (request, reply) => {
      // Its students keep their profiles; the foreign key empties their group.
      const deleted = await app.audit.write(request.user, 'group.delete', (tx) =>
        tx.delete(groups).where(eq(groups.id, request.params.id)).returning({ id: groups.id }),
      );
      if (!deleted.length) throw notFound();
      return reply.code(204).send();
    },
  );

  app.patch(
    '/:id/update-level/',
    {
      onRequest: managersOnly,
      // A bad level answers {error} (docs/api.md#level-update), not the field-error shape.
      attachValidation: true,
      schema: {
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: updateLevelSchema,
        response: { 200: levelUpdateResponseSchema },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid?.validationContext === 'params') throw notFound();
      const id = request.params.id;
      if (invalid) {
        const [exists] = await app.db
          .select({ id: groups.id })
          .from(groups)
          .where(eq(groups.id, id));
        if (!exists) throw notFound();
        const issue = (invalid.validation as { instancePath?: string; message?: string }[]).find(
          (v) => v.instancePath === '/current_level',
        );
        throw new ApiError(400, {
          error: issue?.message ?? VALIDATION_MESSAGES.newLevelRequired,
        });
      }
      return app.audit.write(request.user, 'group.level_up', async (tx) => {
        const summary = await updateGroupLevel(tx, id, request.body.current_level);
        if (!summary) throw notFound();
        return {
          message: GROUP_MESSAGES.levelUpdated,
          data: { summary, group: await groupRowFor(request.user, id, tx) },
        };
      });
    },
  );
};

export default groupsRoutes;
