// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../i18n';

const READY_TIMEOUT_MS = 2000;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = z.object({ status: z.string() });

  app.get('/healthz', { schema: { tags: ['health'], response: { 200: status } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        response: { 200: status, 503: z.object({ detail: z.string() }) },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('database ping timed out')),
              READY_TIMEOUT_MS,
            );
          }),
        ]);
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.code(503).send({ detail: t('errors.databaseUnreachable') });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

export default healthRoutes;
