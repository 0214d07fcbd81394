// /api/student-profiles/: students' profiles, each readable by managers, by the student themself
// and by the supervisors and instructors of the student's group or call; the list, and the
// admins' update and delete (list.ts, manage.ts), the student's activity (activity.ts) and ledger
// (ledger.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentProfileDetailSchema } from 'shared-domain/responses';
import { findLevelHistory } from '../../db/queries/level-history';
import { getStudentProfile } from '../../db/queries/student-profiles';
import { forbidden, notFound } from '../../lib/errors';
import studentActivityRoutes from './activity';
import studentExportRoutes from './export';
import studentLedgerRoutes from './ledger';
import studentListRoutes from './list';
import manageStudentRoutes from './manage';
import { userIdParams } from './params';

const studentProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(studentListRoutes);
  await app.register(studentExportRoutes);
  await app.register(manageStudentRoutes);
  await app.register(studentActivityRoutes);
  await app.register(studentLedgerRoutes);

  app.get(
    '/:userId/',
    {
      schema: {
        tags: ['students'],
        security: [{ bearerAuth: [] }],
        params: userIdParams,
        response: { 200: studentProfileDetailSchema },
      },
    },
    async (request) => {
      const lookup = await getStudentProfile(app.db, request.params.userId, request.user);
      if (!lookup.found) throw notFound();
      if (!lookup.visible) throw forbidden();
      return {
        ...lookup.profile,
        level_history: await findLevelHistory(app.db, request.params.userId),
      };
    },
  );
};

export default studentProfileRoutes;
