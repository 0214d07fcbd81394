// The At risk report: the active students whose attendance is below the threshold or who failed
// their last level, lowest attendance first, with their group, instructor and contact, a link to
// each student's history, and the pager; Export writes every student the filters select.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { resourceActionError } from 'shared-auth/handlers';
import { levelLabel, studentHistoryPath, type AtRiskStudent } from 'shared-domain';
import { groupTitle } from 'shared-domain/records';
import { formatNumber } from 'shared-i18n';
import { Badge, Heading, HStack, Link, Stack, Text, Wrap } from 'shared-ui';
import { EmptyState, ExportButton, Pagination, Table } from 'shared-ui/lists';
import { AT_RISK_EXPORT_PATH, AT_RISK_PAGE_SIZE, atRiskQuery } from '../api/get-at-risk';
import type { ReportQuery } from '../api/get-results';
import { useReport } from '../hooks/use-report';
import { EXPORT_TEXTS, REPORT_TEXT, atRiskCountText } from '../messages';
import { PRINT_HIDDEN } from './PrintStyles';
import { ReportStates } from './ReportStates';
import { ReportTableArea } from './ReportTableArea';

function attendanceText(student: AtRiskStudent): string {
  if (student.attendance_percent === null) return REPORT_TEXT.noSessionYet;
  const percent = formatNumber(student.attendance_percent / 100, { style: 'percent' });
  return `${percent} (${formatNumber(student.sessions_attended)}/${formatNumber(student.sessions_held)})`;
}

function StudentRow({ student }: { student: AtRiskStudent }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={studentHistoryPath(student.id)}>{student.name}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          {levelLabel(student.level)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Text>{student.email}</Text>
        {student.phone_number ? (
          <Text fontSize="sm" color="fg.muted" dir="ltr">
            {student.phone_number}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        {student.group_id === null ? REPORT_TEXT.noGroup : groupTitle({ id: student.group_id })}
      </Table.Cell>
      <Table.Cell>{student.instructor_name ?? REPORT_TEXT.noInstructor}</Table.Cell>
      <Table.Cell>{attendanceText(student)}</Table.Cell>
      <Table.Cell>
        <Wrap gap="1">
          {student.low_attendance ? (
            <Badge colorPalette="orange">{REPORT_TEXT.lowAttendance}</Badge>
          ) : null}
          {student.failed_last_level ? (
            <Badge colorPalette="red">{REPORT_TEXT.failedLastLevel}</Badge>
          ) : null}
        </Wrap>
      </Table.Cell>
    </Table.Row>
  );
}

function StudentsTable({ students }: { students: AtRiskStudent[] }) {
  const headers = [
    REPORT_TEXT.student,
    REPORT_TEXT.contact,
    REPORT_TEXT.byGroup,
    REPORT_TEXT.instructor,
    REPORT_TEXT.attendance,
    REPORT_TEXT.why,
  ];
  return (
    <ReportTableArea label={REPORT_TEXT.atRiskTable}>
      <Table.Root size="sm" aria-label={REPORT_TEXT.atRiskTable}>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header} scope="col">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {students.map((student) => (
            <StudentRow key={student.id} student={student} />
          ))}
        </Table.Body>
      </Table.Root>
    </ReportTableArea>
  );
}

export function AtRiskReport({ query }: { query: ReportQuery }) {
  // Other filters start again at the first page.
  const signature = JSON.stringify(query);
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;
  const state = useReport(atRiskQuery(query, page));
  const answer = state.data;
  return (
    <Stack as="section" aria-labelledby="report-at-risk" gap={{ base: '4', md: '6' }}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg" id="report-at-risk">
            {REPORT_TEXT.atRisk}
          </Heading>
          {answer ? (
            <Text color="fg.muted" role="status">
              {atRiskCountText(answer.count)}
            </Text>
          ) : null}
        </Stack>
        <HStack {...PRINT_HIDDEN}>
          <ExportButton
            path={AT_RISK_EXPORT_PATH}
            query={query}
            fileName="at-risk"
            texts={EXPORT_TEXTS}
            failure={(error) => resourceActionError(error, REPORT_TEXT.exportAction).message}
          />
        </HStack>
      </HStack>
      <ReportStates state={state} />
      {answer && answer.count === 0 ? (
        <EmptyState title={REPORT_TEXT.noneAtRisk} description={REPORT_TEXT.noneAtRiskHint} />
      ) : null}
      {answer && answer.results.length > 0 ? (
        <>
          <StudentsTable students={answer.results} />
          <Stack {...PRINT_HIDDEN}>
            <Pagination
              page={page}
              pageSize={AT_RISK_PAGE_SIZE}
              total={answer.count}
              onPageChange={(next) => setPaging({ signature, page: next })}
            />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
