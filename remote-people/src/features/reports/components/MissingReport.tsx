// The Missing report: the finished groups whose students are not all evaluated, and the
// evaluations left pending longer than the days chosen (a page at a time, oldest first, with a
// link to each student); each list exports whole.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { resourceActionError } from 'shared-auth/handlers';
import {
  PENDING_EVALUATION_DAYS,
  levelLabel,
  studentHistoryPath,
  type MissingReport as Report,
} from 'shared-domain';
import { groupTitle } from 'shared-domain/records';
import { formatNumber } from 'shared-i18n';
import { Heading, HStack, Link, Stack, Text } from 'shared-ui';
import { EmptyState, ExportButton, Pagination, Table } from 'shared-ui/lists';
import { MISSING_EXPORT_PATH, PENDING_PAGE_SIZE, missingQuery } from '../api/get-missing';
import type { ReportQuery } from '../api/get-results';
import { useReport } from '../hooks/use-report';
import { EXPORT_TEXTS, REPORT_TEXT, pendingCountText } from '../messages';
import { PRINT_HIDDEN } from './PrintStyles';
import { ReportStates } from './ReportStates';
import { ReportTableArea } from './ReportTableArea';

const groupName = (id: number | null) => (id === null ? REPORT_TEXT.noGroup : groupTitle({ id }));

function Headers({ names }: { names: string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {names.map((name) => (
          <Table.ColumnHeader key={name} scope="col">
            {name}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

function PartHeading({
  id,
  title,
  query,
  part,
  fileName,
}: {
  id: string;
  title: string;
  query: ReportQuery;
  part: 'groups' | 'pending';
  fileName: string;
}) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h3" size="md" id={id}>
        {title}
      </Heading>
      <HStack {...PRINT_HIDDEN}>
        <ExportButton
          path={MISSING_EXPORT_PATH}
          query={{ ...query, part }}
          fileName={fileName}
          texts={EXPORT_TEXTS}
          failure={(error) => resourceActionError(error, REPORT_TEXT.exportAction).message}
        />
      </HStack>
    </HStack>
  );
}

function FinishedGroups({ groups, query }: { groups: Report['groups']; query: ReportQuery }) {
  return (
    <Stack as="section" aria-labelledby="missing-groups" gap="3">
      <PartHeading
        id="missing-groups"
        title={REPORT_TEXT.finishedGroups}
        query={query}
        part="groups"
        fileName="finished-groups-without-evaluations"
      />
      {groups.length === 0 ? (
        <EmptyState title={REPORT_TEXT.noFinishedGroups} />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {REPORT_TEXT.finishedGroupsHint}
          </Text>
          <ReportTableArea label={REPORT_TEXT.groupsTable}>
            <Table.Root size="sm" aria-label={REPORT_TEXT.groupsTable}>
              <Headers
                names={[
                  REPORT_TEXT.byGroup,
                  REPORT_TEXT.level,
                  REPORT_TEXT.instructor,
                  REPORT_TEXT.students,
                  REPORT_TEXT.notEvaluated,
                ]}
              />
              <Table.Body>
                {groups.map((group) => (
                  <Table.Row key={group.group_id}>
                    <Table.Cell>{groupName(group.group_id)}</Table.Cell>
                    <Table.Cell>{levelLabel(group.level)}</Table.Cell>
                    <Table.Cell>{group.instructor_name ?? REPORT_TEXT.noInstructor}</Table.Cell>
                    <Table.Cell>{formatNumber(group.students)}</Table.Cell>
                    <Table.Cell>{formatNumber(group.not_evaluated)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ReportTableArea>
        </>
      )}
    </Stack>
  );
}

function PendingEvaluations({
  pending,
  query,
  page,
  onPageChange,
}: {
  pending: Report['pending'];
  query: ReportQuery;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const days = Number(query.days || PENDING_EVALUATION_DAYS);
  return (
    <Stack as="section" aria-labelledby="missing-pending" gap="3">
      <PartHeading
        id="missing-pending"
        title={REPORT_TEXT.pendingEvaluations}
        query={query}
        part="pending"
        fileName="pending-evaluations"
      />
      <Text color="fg.muted" role="status">
        {pendingCountText(pending.count, days)}
      </Text>
      {pending.count === 0 ? (
        <EmptyState title={REPORT_TEXT.noPending} />
      ) : (
        <>
          <ReportTableArea label={REPORT_TEXT.pendingTable}>
            <Table.Root size="sm" aria-label={REPORT_TEXT.pendingTable}>
              <Headers
                names={[
                  REPORT_TEXT.student,
                  REPORT_TEXT.byGroup,
                  REPORT_TEXT.instructor,
                  REPORT_TEXT.totalScore,
                  REPORT_TEXT.daysPending,
                ]}
              />
              <Table.Body>
                {pending.results.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell>
                      <Link asChild colorPalette="brand" fontWeight="medium">
                        <RouterLink to={studentHistoryPath(row.id)}>{row.name}</RouterLink>
                      </Link>
                      <Text fontSize="xs" color="fg.muted">
                        {levelLabel(row.level)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{groupName(row.group_id)}</Table.Cell>
                    <Table.Cell>{row.instructor_name ?? REPORT_TEXT.noInstructor}</Table.Cell>
                    <Table.Cell>{formatNumber(row.total_score)}</Table.Cell>
                    <Table.Cell>{formatNumber(row.days_pending)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ReportTableArea>
          <Stack {...PRINT_HIDDEN}>
            <Pagination
              page={page}
              pageSize={PENDING_PAGE_SIZE}
              total={pending.count}
              onPageChange={onPageChange}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}

export function MissingReport({ query }: { query: ReportQuery }) {
  // Other filters start again at the first page.
  const signature = JSON.stringify(query);
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;
  const state = useReport(missingQuery(query, page));
  const report = state.data;
  return (
    <Stack as="section" aria-labelledby="report-missing" gap={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" id="report-missing">
        {REPORT_TEXT.missing}
      </Heading>
      <ReportStates state={state} />
      {report ? (
        <>
          <FinishedGroups groups={report.groups} query={query} />
          <PendingEvaluations
            pending={report.pending}
            query={query}
            page={page}
            onPageChange={(next) => setPaging({ signature, page: next })}
          />
        </>
      ) : null}
    </Stack>
  );
}
