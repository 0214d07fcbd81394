// The route table: one folder per resource. /api/* needs a bearer token (checked here, once).
// To add a resource: create routes/<name>/index.ts exporting a FastifyPluginAsyncZod and register
// it below under its path.
import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit';
import authRoutes from './auth';
import callsRoutes from './calls';
import groupsRoutes from './groups';
import healthRoutes from './health';
import importsRoutes from './imports';
import meRoutes from './me';
import overviewRoutes from './overview';
import reportRoutes from './reports';
import scheduleRoutes from './schedule';
import studentAttendanceRoutes from './student-attendance';
import studentEvaluationRoutes from './student-evaluations';
import studentProfileRoutes from './student-profiles';
import studentRoutes from './students';
import takingsRoutes from './takings';
import usersRoutes from './users';

const routes: FastifyPluginAsync<{ scheduleCache: boolean }> = async (app, options) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(
    async (api) => {
      api.addHook('onRequest', api.authenticate);
      await api.register(meRoutes, { prefix: '/me' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(studentProfileRoutes, { prefix: '/student-profiles' });
      await api.register(studentRoutes, { prefix: '/student' });
      await api.register(studentEvaluationRoutes, { prefix: '/student-evaluations' });
      await api.register(studentAttendanceRoutes, { prefix: '/student-attendance' });
      await api.register(scheduleRoutes, {
        prefix: '/schedule',
        cacheBodies: options.scheduleCache,
      });
      await api.register(overviewRoutes, { prefix: '/overview' });
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(groupsRoutes, { prefix: '/groups' });
      await api.register(callsRoutes, { prefix: '/calls' });
      await api.register(auditRoutes, { prefix: '/audit' });
      await api.register(importsRoutes, { prefix: '/imports' });
      await api.register(takingsRoutes, { prefix: '/takings' });
    },
    { prefix: '/api' },
  );
};

export default routes;
