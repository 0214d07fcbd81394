// GET /api/schedule/?days=&instructor=: the managers' instructor schedule. Answers carry an ETag of
// the schedule's version, read from the database on every request, so a browser revalidates to a
// 304 and each process may reuse the body it serialised for that version.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ROLES, DAY_GROUPS } from 'shared-domain';
import { choiceField, LAZY_MESSAGES } from 'shared-domain/schemas';
import { acceptsGzip, matchesIfNoneMatch } from '../../lib/http-cache';
import {
  findSchedule,
  scheduleItemSchema,
  scheduleVersion,
  type ScheduleFilter,
} from '../../db/queries/schedule';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const scheduleQuerySchema = z.object({
  days: z.preprocess(emptyToUndefined, choiceField(DAY_GROUPS).optional()),
  instructor: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: LAZY_MESSAGES.idInvalid })
      .int({ error: LAZY_MESSAGES.idInvalid })
      .min(1, { error: LAZY_MESSAGES.idInvalid })
      .max(2_147_483_647, { error: LAZY_MESSAGES.idInvalid })
      .optional(),
  ),
});

/** Bodies kept per process: the whole schedule, each day pair and a few instructors' at most. */
const MAX_CACHED_BODIES = 32;

/** Bodies smaller than this go uncompressed (a filtered answer of a few items). */
const GZIP_FROM_BYTES = 1024;

const gzipped = promisify(gzip);

interface CachedBody {
  version: number;
  body: string;
  /** The body gzipped, made when a client that takes gzip first asks for it. */
  gzip?: Promise<Buffer>;
}

export interface ScheduleRoutesOptions {
  /** Keep the bodies served (true but in the API benchmark's comparison: app.ts). */
  cacheBodies?: boolean;
}

const scheduleRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (app, options) => {
  const cacheBodies = options.cacheBodies !== false;
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));

  // This app's bodies by filter (one app, one cache: a test's apps never share one).
  const bodies = new Map<string, CachedBody>();

  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['schedule'],
        security: [{ bearerAuth: [] }],
        querystring: scheduleQuerySchema,
        response: { 200: z.array(scheduleItemSchema) },
      },
    },
    async (request, typedReply) => {
      // Answered as the serialised text (or no body): past the typed 200 payload.
      const reply = typedReply as unknown as FastifyReply;
      const filter: ScheduleFilter = request.query;
      // The version is read before the items: a write committed in between makes the body newer
      // than its version says, which costs one more read later, never a stale answer.
      const current = await scheduleVersion(app.db);
      // Weak: the gzipped and the plain body are the same answer.
      const etag = `W/"schedule-${current.tag}"`;
      // Vary keeps what CORS put there (Origin).
      const vary = reply.getHeader('vary');
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const key = `${filter.days ?? ''}|${filter.instructor ?? ''}`;
      let cached = bodies.get(key);
      if (cached?.version !== current.version) {
        // Serialised by the route's own serializer (the checked one checks the contract).
        const body = reply.serialize(await findSchedule(app.db, filter)) as string;
        cached = { version: current.version, body };
        const kept = bodies.get(key);
        // A slower request that read an older version does not replace a newer body.
        if (cacheBodies && (!kept || kept.version < current.version)) {
          if (!kept && bodies.size >= MAX_CACHED_BODIES) bodies.clear();
          bodies.set(key, cached);
        }
      }
      reply.type('application/json; charset=utf-8');
      if (cached.body.length < GZIP_FROM_BYTES || !acceptsGzip(request.headers['accept-encoding']))
        return reply.send(cached.body);
      // Once per version and filter: the whole schedule is large, and compresses well.
      cached.gzip ??= gzipped(cached.body);
      return reply.header('content-encoding', 'gzip').send(await cached.gzip);
    },
  );
};

export default scheduleRoutes;
