// GET /api/groups/export/: the Groups screen's Export (the two manager roles): every group its
// filters and search select, one line per student (a group without students has one line), as CSV
// or an Excel workbook (lib/exports.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ROLES,
  SESSION_KEYS,
  dayGroupLabel,
  levelLabel,
  orDash,
  type GroupRow,
} from 'shared-domain';
import {
  formatGroupHours,
  groupMatchesSearch,
  groupTitle,
  isGroupFull,
} from 'shared-domain/records';
import { groupBatches, groupFilter } from '../../db/queries/groups';
import { API_ENGLISH, t } from '../../i18n';
import {
  EXPORT_MEDIA_TYPES,
  exportFormatField,
  sendExport,
  type ExportColumn,
} from '../../lib/exports';
import { listQuerySchema } from '../../lib/pagination';
import { groupFilterQuerySchema, groupFilters } from './filters';

const exportQuerySchema = groupFilterQuerySchema.extend({
  search: listQuerySchema.shape.search,
  format: exportFormatField,
});

interface GroupLine {
  group: GroupRow;
  student: GroupRow['students'][number] | null;
}

const column = (
  key: keyof typeof API_ENGLISH.groupExport,
  value: ExportColumn<GroupLine>['value'],
  width?: number,
): ExportColumn<GroupLine> => ({ header: () => t(`groupExport.${key}`), value, width });

const COLUMNS: readonly ExportColumn<GroupLine>[] = [
  column('id', ({ group }) => group.id, 10),
  column('group', ({ group }) => groupTitle(group)),
  column('days', ({ group }) => dayGroupLabel(group.days)),
  column('hours', ({ group }) => formatGroupHours(group.hours)),
  column('level', ({ group }) => levelLabel(group.current_level), 10),
  column('instructor', ({ group }) => orDash(group.instructor_name), 24),
  column('supervisor', ({ group }) => orDash(group.supervisor_name), 24),
  column('accountManager', ({ group }) => orDash(group.account_manager_name), 24),
  column('studentsCount', ({ group }) => group.students_count, 10),
  column('maxCapacity', ({ group }) => group.max_capacity ?? '-', 10),
  column('status', ({ group }) =>
    isGroupFull(group.students_count, group.max_capacity)
      ? t('groupExport.full')
      : t('groupExport.open'),
  ),
  column('sessions', ({ group }) => SESSION_KEYS.filter((key) => group[key]).length, 10),
  column('studentId', ({ student }) => student?.id ?? '', 10),
  column('student', ({ student }) => student?.name ?? '', 24),
  column('studentPhone', ({ student }) => student?.phone_number ?? ''),
  column('remainingLevels', ({ student }) => student?.remaining_levels ?? '', 10),
];

/** The lines of the groups the search keeps, a batch of groups at a time. */
async function* groupLines(
  batches: AsyncIterable<GroupRow[]>,
  search: string,
): AsyncGenerator<GroupLine[]> {
  for await (const groups of batches) {
    const lines = groups
      .filter((group) => groupMatchesSearch(group, search))
      .flatMap((group): GroupLine[] =>
        group.students.length
          ? group.students.map((student) => ({ group, student }))
          : [{ group, student: null }],
      );
    if (lines.length) yield lines;
  }
}

const groupExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      onRequest: app.requireRoles(ADMIN_ROLES),
      schema: {
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        querystring: exportQuerySchema,
        produces: EXPORT_MEDIA_TYPES,
      },
    },
    async (request, reply) => {
      const { query } = request;
      return sendExport(request, reply, {
        name: 'groups',
        format: query.format,
        columns: COLUMNS,
        batches: groupLines(
          groupBatches(app.db, request.user, groupFilter(groupFilters(query))),
          query.search ?? '',
        ),
      });
    },
  );
};

export default groupExportRoutes;
