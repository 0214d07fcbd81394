// The Activity report (operations managers, as GET /api/audit/ answers): the whole audit trail,
// newest first, a page at a time (keyset: Newer and Older), filtered by who, what, which record
// and when; each change by name; Export of what the filters select.
import { useState } from 'react';
import { resourceActionError } from 'shared-auth/handlers';
import { formatLongDateTime, type AuditEntry } from 'shared-domain';
import {
  AUDIT_RESOURCE_LABELS,
  auditActionLabel,
  auditActorText,
  auditRecordText,
} from 'shared-domain/records';
import { Button, Heading, HStack, Stack, Text } from 'shared-ui';
import { AuditChangeList, cursorOf } from 'shared-ui/history';
import { EmptyState, ExportButton, Table } from 'shared-ui/lists';
import { ACTIVITY_EXPORT_PATH, activityReportQuery } from '../api/get-activity';
import { useActivityFilters, type ActivityChoices } from '../hooks/use-activity-filters';
import { useReport } from '../hooks/use-report';
import { t } from '../i18n';
import { ACTIVITY_TEXT, EXPORT_TEXTS, REPORT_TEXT } from '../messages';
import { ActivityFilters } from './ActivityFilters';
import { PRINT_HIDDEN } from './PrintStyles';
import { ReportStates } from './ReportStates';
import { ReportTableArea } from './ReportTableArea';

/** The record's name, a button that narrows the report to that record's changes. */
function RecordCell({ entry, choices }: { entry: AuditEntry; choices: ActivityChoices }) {
  const name = auditRecordText(entry);
  return (
    <Stack gap="0" align="start">
      {name !== null && entry.record_id !== null ? (
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          colorPalette="brand"
          textDecoration="underline"
          aria-label={t('activityOf.onlyRecord', { record: name })}
          onClick={() => choices.narrowTo(entry.resource, entry.record_id!)}
        >
          {name}
        </Button>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {AUDIT_RESOURCE_LABELS[entry.resource]}
      </Text>
      {entry.student_name && entry.student_name !== name ? (
        <Text fontSize="xs" color="fg.muted">
          {t('activityOf.student', { name: entry.student_name })}
        </Text>
      ) : null}
    </Stack>
  );
}

function ActivityTable({ entries, choices }: { entries: AuditEntry[]; choices: ActivityChoices }) {
  return (
    <ReportTableArea label={ACTIVITY_TEXT.table}>
      <Table.Root size="sm" aria-label={ACTIVITY_TEXT.table}>
        <Table.Header>
          <Table.Row>
            {[
              ACTIVITY_TEXT.when,
              ACTIVITY_TEXT.who,
              ACTIVITY_TEXT.action,
              ACTIVITY_TEXT.recordColumn,
              ACTIVITY_TEXT.changes,
            ].map((name) => (
              <Table.ColumnHeader key={name} scope="col">
                {name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
              </Table.Cell>
              <Table.Cell>{auditActorText(entry.actor_name, entry.actor_role)}</Table.Cell>
              <Table.Cell>{auditActionLabel(entry.action)}</Table.Cell>
              <Table.Cell>
                <RecordCell entry={entry} choices={choices} />
              </Table.Cell>
              <Table.Cell>
                <AuditChangeList entry={entry} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ReportTableArea>
  );
}

export function ActivityReport() {
  const choices = useActivityFilters();
  const { query } = choices;
  // Other filters start again at the newest page.
  const signature = JSON.stringify(query);
  const [paging, setPaging] = useState<{ signature: string; cursor?: string }>({ signature });
  const cursor = paging.signature === signature ? paging.cursor : undefined;
  const state = useReport(activityReportQuery(query, cursor));
  const page = state.data;
  const goTo = (link: string | null) => setPaging({ signature, cursor: cursorOf(link) });
  const chosenName =
    page?.results.find((entry) => String(entry.actor_id) === query.actor)?.actor_name ?? null;
  return (
    <Stack as="section" aria-labelledby="report-activity" gap={{ base: '4', md: '6' }}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="report-activity">
          {ACTIVITY_TEXT.title}
        </Heading>
        <HStack {...PRINT_HIDDEN}>
          <ExportButton
            path={ACTIVITY_EXPORT_PATH}
            query={query}
            fileName="activity"
            texts={EXPORT_TEXTS}
            failure={(error) => resourceActionError(error, REPORT_TEXT.exportAction).message}
          />
        </HStack>
      </HStack>
      <ActivityFilters choices={choices} chosenName={chosenName} />
      <ReportStates state={state} />
      {page && page.count === 0 ? (
        <EmptyState title={ACTIVITY_TEXT.noChanges} description={ACTIVITY_TEXT.noChangesHint} />
      ) : null}
      {page && page.count > 0 ? (
        <>
          <Text color="fg.muted" role="status">
            {t('activityOf.count', { count: page.count })}
          </Text>
          <ActivityTable entries={page.results} choices={choices} />
          <HStack as="nav" aria-label={ACTIVITY_TEXT.pages} gap="2" {...PRINT_HIDDEN}>
            <Button
              size="sm"
              variant="outline"
              disabled={!page.previous}
              onClick={() => goTo(page.previous)}
            >
              {ACTIVITY_TEXT.newer}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!page.next}
              onClick={() => goTo(page.next)}
            >
              {ACTIVITY_TEXT.older}
            </Button>
          </HStack>
        </>
      ) : null}
    </Stack>
  );
}
