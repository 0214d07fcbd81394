// GET /api/calls/export/: the Calls screen's Export (the two manager roles): every call its search
// and filters select, one line per student (a call without students has one line), as CSV or an
// Excel workbook (lib/exports.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, levelLabel, orDash, type Call } from 'shared-domain';
import { formatCallTime } from 'shared-domain/records';
import { callBatches, callFilter, callSearch } from '../../db/queries/calls';
import { API_ENGLISH, t } from '../../i18n';
import { EXPORT_MEDIA_TYPES, sendExport, type ExportColumn } from '../../lib/exports';
import { allConditions } from '../../lib/list-filters';
import { callExportQuerySchema, callFilters } from './filters';

interface CallLine {
  call: Call;
  student: Call['students'][number] | null;
}

const column = (
  key: keyof typeof API_ENGLISH.callExport,
  value: ExportColumn<CallLine>['value'],
  width?: number,
): ExportColumn<CallLine> => ({ header: () => t(`callExport.${key}`), value, width });

const COLUMNS: readonly ExportColumn<CallLine>[] = [
  column('id', ({ call }) => call.id, 10),
  column('time', ({ call }) => formatCallTime(call.time)),
  column('months', ({ call }) => call.months, 10),
  column('caller', ({ call }) => orDash(call.instructor_name), 24),
  column('supervisor', ({ call }) => orDash(call.supervisor_name), 24),
  column('accountManager', ({ call }) => orDash(call.account_manager_name), 24),
  column('studentsCount', ({ call }) => call.students.length, 10),
  column('studentId', ({ student }) => student?.id ?? '', 10),
  column('student', ({ student }) => student?.name ?? '', 24),
  column('studentPhone', ({ student }) => student?.phone_number ?? ''),
  column('studentLevel', ({ student }) => (student ? levelLabel(student.current_level) : ''), 10),
];

async function* callLines(batches: AsyncIterable<Call[]>): AsyncGenerator<CallLine[]> {
  for await (const calls of batches) {
    yield calls.flatMap((call): CallLine[] =>
      call.students.length
        ? call.students.map((student) => ({ call, student }))
        : [{ call, student: null }],
    );
  }
}

const callExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      onRequest: app.requireRoles(ADMIN_ROLES),
      schema: {
        tags: ['calls'],
        security: [{ bearerAuth: [] }],
        querystring: callExportQuerySchema,
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const filter = allConditions(
        query.search ? callSearch(query.search) : undefined,
        callFilter(callFilters(query)),
      );
      return sendExport(request, reply, {
        name: 'calls',
        format: query.format,
        columns: COLUMNS,
        batches: callLines(callBatches(app.db, request.user, filter)),
      });
    },
  );
};

export default callExportRoutes;
