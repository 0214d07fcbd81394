// A record's Activity: the audit trail's latest changes, who made each and when, newest first,
// with older ones a page at a time. Loading, failure (Try again), empty and the list.
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import {
  ACTIVITY_TEXTS,
  AUDIT_KEY_FIELDS,
  auditActionLabel,
  auditActorText,
  auditFieldLabel,
  auditValueText,
  formatLongDateTime,
  type AuditEntry,
  type Paginated,
} from 'shared-domain';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Banner } from '../feedback/Banner';
import { LoadingSpinner } from '../feedback/LoadingSpinner';
import type { activityQueryOptions } from './activity-query';

type Page = Paginated<AuditEntry>;

export interface ActivityPanelProps<Key extends QueryKey> {
  /** From the remote's api file (activityQueryOptions). */
  options: ReturnType<typeof activityQueryOptions<Key>>;
  /** The failure's text in the remote's catalogue. */
  errorMessage: (error: unknown) => string;
  /** Names the list for assistive technology, e.g. 'Activity of Sara Hassan'. */
  label: string;
}

function ChangeLines({ changes }: { changes: AuditEntry['changes'] }) {
  const fields = Object.entries(changes).filter(([field]) => !AUDIT_KEY_FIELDS.includes(field));
  if (!fields.length) return null;
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" fontSize="sm">
      {fields.map(([field, { before, after }]) => (
        <li key={field}>
          <Text as="span" color="fg.muted">
            {auditFieldLabel(field)}:
          </Text>{' '}
          {auditValueText(field, before)} → {auditValueText(field, after)}
        </li>
      ))}
    </Box>
  );
}

function EntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <Box as="li" borderLeftWidth="2px" borderColor="border.emphasized" ps="3" py="1">
      <Text fontWeight="semibold">{auditActionLabel(entry.action)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {auditActorText(entry.actor_name, entry.actor_role)} ·{' '}
        <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
      </Text>
      <ChangeLines changes={entry.changes} />
    </Box>
  );
}

export function ActivityPanel<Key extends QueryKey>({
  options,
  errorMessage,
  label,
}: ActivityPanelProps<Key>) {
  const query = useInfiniteQuery(options);
  const data = query.data as InfiniteData<Page> | undefined;
  const entries = data?.pages.flatMap((page) => page.results) ?? [];

  let body;
  if (query.isPending) body = <LoadingSpinner label={ACTIVITY_TEXTS.loading} />;
  else if (query.isError && !data)
    body = (
      <Stack gap="3" align="start">
        <Banner status="error" title={errorMessage(query.error)} />
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {ACTIVITY_TEXTS.tryAgain}
        </Button>
      </Stack>
    );
  else if (!entries.length)
    body = (
      <Text role="status" color="fg.muted">
        {ACTIVITY_TEXTS.empty}
      </Text>
    );
  else
    body = (
      <Stack gap="3">
        <Stack as="ol" aria-label={label} gap="3" listStyleType="none" m="0" p="0">
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </Stack>
        {query.isFetchNextPageError ? (
          <Banner status="error" title={errorMessage(query.error)} />
        ) : null}
        {query.hasNextPage ? (
          <HStack>
            <Button
              size="sm"
              variant="outline"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {ACTIVITY_TEXTS.older}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    );

  return (
    <Stack as="section" aria-label={ACTIVITY_TEXTS.title} gap="3">
      <Heading as="h3" size="sm">
        {ACTIVITY_TEXTS.title}
      </Heading>
      {body}
    </Stack>
  );
}
