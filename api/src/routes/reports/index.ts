// /api/reports/: the Reports screen's figures (docs/api.md#reports) and their CSV or Excel exports,
// for the two manager roles and for supervisors, who see only the groups they supervise.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  levelLabel,
  type AtRiskStudent,
  type MissingReport,
  type ResultsReport,
} from 'shared-domain';
import { groupTitle } from 'shared-domain/records';
import {
  atRiskStudentSchema,
  missingReportSchema,
  paginatedSchema,
  resultsReportSchema,
} from 'shared-domain/responses';
import {
  RESULTS_BREAKDOWNS,
  atRiskFilterShape,
  missingFilterShape,
  choiceField,
  reportQuerySchema,
  type ResultsBreakdown,
} from 'shared-domain/schemas';
import {
  atRiskStudents,
  finishedGroupsWithoutEvaluations,
  pendingEvaluations,
  resultsReport,
} from '../../db/queries/reports';
import { t } from '../../i18n';
import { emptyIsAbsent } from '../../lib/list-filters';
import {
  EXPORT_MEDIA_TYPES,
  exportFormatField,
  sendExport,
  type ExportColumn,
} from '../../lib/exports';
import { listQuerySchema, pageRequest, paginated } from '../../lib/pagination';
import { column, once, type Header } from './export-parts';
import movementRoutes from './movement';

export const REPORT_ROLES = [...ADMIN_ROLES, 'supervisor'] as const;

const resultsExportQuerySchema = reportQuerySchema({
  by: z.preprocess(emptyIsAbsent, choiceField(RESULTS_BREAKDOWNS).default('level')),
  format: exportFormatField,
});

const atRiskQuerySchema = listQuerySchema
  .pick({ page: true, page_size: true, limit: true })
  .extend(atRiskFilterShape);

const atRiskExportQuerySchema = z.object({ ...atRiskFilterShape, format: exportFormatField });

type ResultsLine = ResultsReport['totals'] & { name: string };

const LINE_COLUMNS: readonly ExportColumn<ResultsLine>[] = [
  column('results', (line) => line.results, 10),
  column('passed', (line) => line.passed, 10),
  column('failed', (line) => line.failed, 10),
  column('passRate', (line) => line.pass_rate ?? '', 12),
];

/** The table the screen shows for `by`: its first column names the line. */
function resultsLines(
  report: ResultsReport,
  by: ResultsBreakdown,
): { name: Header; lines: ResultsLine[] } {
  if (by === 'instructor')
    return {
      name: 'instructor',
      lines: report.by_instructor.map((line) => ({
        ...line,
        name: line.instructor_name ?? t('reportExport.noInstructor'),
      })),
    };
  if (by === 'group')
    return {
      name: 'group',
      lines: report.by_group.map((line) => ({
        ...line,
        name:
          line.group_id === null ? t('reportExport.noGroup') : groupTitle({ id: line.group_id }),
      })),
    };
  return {
    name: 'level',
    lines: report.by_level.map((line) => ({ ...line, name: levelLabel(line.level) })),
  };
}

const AT_RISK_COLUMNS: readonly ExportColumn<AtRiskStudent>[] = [
  column('studentId', (student) => student.id, 10),
  column('student', (student) => student.name, 24),
  column('email', (student) => student.email, 28),
  column('phone', (student) => student.phone_number ?? ''),
  column('level', (student) => levelLabel(student.level), 10),
  column('group', (student) =>
    student.group_id === null ? t('reportExport.noGroup') : groupTitle({ id: student.group_id }),
  ),
  column('instructor', (student) => student.instructor_name ?? '', 24),
  column('attendance', (student) => student.attendance_percent ?? '', 12),
  column('sessionsHeld', (student) => student.sessions_held, 10),
  column('sessionsAttended', (student) => student.sessions_attended, 10),
  column(
    'reason',
    (student) =>
      [
        student.low_attendance ? t('reportExport.lowAttendance') : null,
        student.failed_last_level ? t('reportExport.failedLastLevel') : null,
      ]
        .filter(Boolean)
        .join('; '),
    28,
  ),
];

const missingQuerySchema = listQuerySchema
  .pick({ page: true, page_size: true, limit: true })
  .extend(missingFilterShape);

export const MISSING_PARTS = ['groups', 'pending'] as const;

const missingExportQuerySchema = z.object({
  ...missingFilterShape,
  part: z.preprocess(emptyIsAbsent, choiceField(MISSING_PARTS).default('groups')),
  format: exportFormatField,
});

const groupName = (id: number | null) =>
  id === null ? t('reportExport.noGroup') : groupTitle({ id });

const FINISHED_GROUP_COLUMNS: readonly ExportColumn<MissingReport['groups'][number]>[] = [
  column('group', (group) => groupName(group.group_id), 16),
  column('level', (group) => levelLabel(group.level), 10),
  column('instructor', (group) => group.instructor_name ?? '', 24),
  column('students', (group) => group.students, 10),
  column('notEvaluated', (group) => group.not_evaluated, 14),
];

const PENDING_COLUMNS: readonly ExportColumn<MissingReport['pending']['results'][number]>[] = [
  column('studentId', (row) => row.id, 10),
  column('student', (row) => row.name, 24),
  column('level', (row) => levelLabel(row.level), 10),
  column('group', (row) => groupName(row.group_id), 16),
  column('instructor', (row) => row.instructor_name ?? '', 24),
  column('totalScore', (row) => row.total_score, 10),
  column('daysPending', (row) => row.days_pending, 12),
];

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(REPORT_ROLES));
  await app.register(movementRoutes);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/results/',
    {
      schema: {
        tags: ['reports'],
        security,
        querystring: reportQuerySchema({}),
        response: { 200: resultsReportSchema },
      },
    },
    async (request) => resultsReport(app.db, request.user, request.query),
  );

  app.get(
    '/results/export/',
    {
      schema: {
        tags: ['reports'],
        security,
        querystring: resultsExportQuerySchema,
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) => {
      const { by, format, ...filter } = request.query;
      const table = resultsLines(await resultsReport(app.db, request.user, filter), by);
      return sendExport(request, reply, {
        name: `results-by-${by}`,
        format,
        columns: [column<ResultsLine>(table.name, (line) => line.name, 24), ...LINE_COLUMNS],
        batches: once(table.lines),
      });
    },
  );

  app.get(
    '/at-risk/',
    {
      schema: {
        tags: ['reports'],
        security,
        querystring: atRiskQuerySchema,
        response: { 200: paginatedSchema(atRiskStudentSchema) },
      },
    },
    async (request) => {
      const { level, instructor, group, threshold } = request.query;
      const asked = pageRequest(request.query);
      const found = await atRiskStudents(
        app.db,
        request.user,
        { level, instructor, group, threshold },
        { limit: asked.pageSize, offset: asked.offset },
      );
      return paginated(request, asked, found.count, found.results);
    },
  );

  app.get(
    '/at-risk/export/',
    {
      schema: {
        tags: ['reports'],
        security,
        querystring: atRiskExportQuerySchema,
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const found = await atRiskStudents(app.db, request.user, filter, null);
      return sendExport(request, reply, {
        name: 'at-risk',
        format,
        columns: AT_RISK_COLUMNS,
        batches: once(found.results),
      });
    },
  );

  app.get(
    '/missing/',
    {
      schema: {
        tags: ['reports'],
        security,
        querystring: missingQuerySchema,
        response: { 200: missingReportSchema },
      },
    },
    async (request) => {
      const { level, instructor, group, days } = request.query;
      const filter = { level, instructor, group, days };
      const asked = pageRequest(request.query);
      const [groups, pending] = await Promise.all([
        finishedGroupsWithoutEvaluations(app.db, request.user, filter),
        pendingEvaluations(app.db, request.user, filter, {
          limit: asked.pageSize,
          offset: asked.offset,
        }),
      ]);
      return { groups, pending };
    },
  );

  app.get(
    '/missing/export/',
    {
      schema: {
        tags: ['reports'],
        security,
        querystring: missingExportQuerySchema,
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) => {
      const { format, part, ...filter } = request.query;
      if (part === 'groups')
        return sendExport(request, reply, {
          name: 'finished-groups-without-evaluations',
          format,
          columns: FINISHED_GROUP_COLUMNS,
          batches: once(await finishedGroupsWithoutEvaluations(app.db, request.user, filter)),
        });
      const pending = await pendingEvaluations(app.db, request.user, filter, null);
      return sendExport(request, reply, {
        name: 'pending-evaluations',
        format,
        columns: PENDING_COLUMNS,
        batches: once(pending.results),
      });
    },
  );
};

export default reportRoutes;
