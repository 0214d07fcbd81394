// /api/calls/: placement and intake calls. Managers read and write every call; supervisors and
// instructors read the calls they are assigned to; students are refused. Students join a call
// through the student update's call_id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, STAFF_ROLES, type CallPayload } from 'shared-domain';
import { callSchema } from 'shared-domain/schemas';
import {
  callFilter,
  callResponseSchema,
  callSearch,
  findCalls,
  getCall,
} from '../../db/queries/calls';
import type { Db } from '../../db/client';
import { assignmentErrors, type Assignments } from '../../db/queries/staff-assignments';
import type { Viewer } from '../../db/queries/student-profiles';
import { calls } from '../../db/schema';
import { fieldErrors, forbidden, notFound } from '../../lib/errors';
import { allConditions } from '../../lib/list-filters';
import { pageRequest, paginated, paginatedSchema } from '../../lib/pagination';
import { idParams } from '../params';
import callExportRoutes from './export';
import { callFilters, callListQuerySchema } from './filters';

const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRoles(STAFF_ROLES);
  const managersOnly = app.requireRoles(ADMIN_ROLES);
  await app.register(callExportRoutes);

  /** The stored values of a payload, after checking that each named person holds the role. */
  async function callValues(
    db: Db,
    payload: CallPayload,
    accountManager: number | null,
    current: Assignments = {},
  ) {
    const errors = await assignmentErrors(
      db,
      {
        instructor: payload.instructor,
        supervisor: payload.supervisor,
        account_manager: accountManager,
      },
      current,
    );
    if (Object.keys(errors).length) throw fieldErrors(errors);
    return {
      time: payload.time,
      months: payload.months,
      instructorId: payload.instructor,
      supervisorId: payload.supervisor,
      accountManagerId: accountManager,
    };
  }

  /** The call as `viewer` sees it; inside a write, read through its transaction (`db`). */
  async function callFor(viewer: Viewer, id: number, db: Db = app.db) {
    const lookup = await getCall(db, id, viewer);
    if (!lookup.found || !lookup.visible) throw notFound();
    return lookup.call;
  }

  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      onRequest: staffOnly,
      schema: {
        tags: ['calls'],
        security: [{ bearerAuth: [] }],
        querystring: callListQuerySchema,
        response: { 200: paginatedSchema(callResponseSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = pageRequest(query);
      const { count, results, sides } = await findCalls(app.db, {
        viewer: request.user,
        filter: allConditions(
          query.search ? callSearch(query.search) : undefined,
          callFilter(callFilters(query)),
        ),
        page,
      });
      return paginated(request, page, count, results, { sides });
    },
  );

  app.get(
    '/:id/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['calls'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: callResponseSchema },
      },
    },
    async (request) => {
      const lookup = await getCall(app.db, request.params.id, request.user);
      if (!lookup.found) throw notFound();
      if (!lookup.visible) throw forbidden();
      return lookup.call;
    },
  );

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: managersOnly,
      schema: {
        tags: ['calls'],
        security: [{ bearerAuth: [] }],
        body: callSchema,
        response: { 201: callResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // An account manager who creates a call becomes its account manager (spec section 6).
      const accountManager =
        request.user.role === 'account_manager' ? request.user.id : body.account_manager;
      const created = await app.audit.write(request.user, 'call.create', async (tx) => {
        const [row] = await tx
          .insert(calls)
          .values(await callValues(tx, body, accountManager))
          .returning({ id: calls.id });
        return callFor(request.user, row!.id, tx);
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id/',
    {
      onRequest: managersOnly,
      schema: {
        tags: ['calls'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: callSchema,
        response: { 200: callResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      // The answer is read in the same transaction: what this request wrote, not a later writer's.
      return app.audit.write(request.user, 'call.update', async (tx) => {
        const [existing] = await tx
          .select()
          .from(calls)
          .where(eq(calls.id, request.params.id))
          .for('update');
        if (!existing) throw notFound();
        const values = await callValues(tx, body, body.account_manager, {
          instructor: existing.instructorId,
          supervisor: existing.supervisorId,
          account_manager: existing.accountManagerId,
        });
        await tx.update(calls).set(values).where(eq(calls.id, existing.id));
        return callFor(request.user, existing.id, tx);
      });
    },
  );

  app.delete(
    '/:id/',
    {
      onRequest: managersOnly,
      schema: { tags: ['calls'], security: [{ bearerAuth: [] }], params: idParams },
    },
    async (request, reply) => {
      // Its students keep their profiles; the foreign key empties their call.
      const deleted = await app.audit.write(request.user, 'call.delete', (tx) =>
        tx.delete(calls).where(eq(calls.id, request.params.id)).returning({ id: calls.id }),
      );
      if (!deleted.length) throw notFound();
      return reply.code(204).send();
    },
  );
};

export default callsRoutes;
