// A record's Activity: the audit trail's latest changes, who made each and when, newest first,
// with older ones a page at a time. Loading, failure (Try again: PanelSection), empty and the list.
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { formatLongDateTime, type AuditEntry, type Paginated } from 'shared-domain';
import { ACTIVITY_TEXTS, auditActionLabel, auditActorText } from 'shared-domain/records';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale } from 'shared-i18n/react';
import { Banner } from '../feedback/Banner';
import type { activityQueryOptions } from './activity-query';
import { AuditChangeList } from './AuditChangeList';
import { PanelSection } from './PanelSection';

type Page = Paginated<AuditEntry>;

export interface ActivityPanelProps<Key extends QueryKey> {
  /** From the remote's api file (activityQueryOptions). */
  options: ReturnType<typeof activityQueryOptions<Key>>;
  /** The failure's text in the remote's catalogue. */
  errorMessage: (error: unknown) => string;
  /** Names the list for assistive technology, e.g. 'Activity of Sara Hassan'. */
  label: string;
}

function EntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <Box as="li" borderStartWidth="2px" borderColor="border.emphasized" ps="3" py="1">
      <Text fontWeight="semibold">{auditActionLabel(entry.action)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {auditActorText(entry.actor_name, entry.actor_role)} ·{' '}
        <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
      </Text>
      <AuditChangeList entry={entry} />
    </Box>
  );
}

export function ActivityPanel<Key extends QueryKey>({
  options,
  errorMessage,
  label,
}: ActivityPanelProps<Key>) {
  useLocale();
  const query = useInfiniteQuery(options);
  return (
    <PanelSection
      title={ACTIVITY_TEXTS.title}
      read={query}
      loadingLabel={ACTIVITY_TEXTS.loading}
      errorMessage={errorMessage}
    >
      {(data) => {
        const entries = (data as InfiniteData<Page>).pages.flatMap((page) => page.results);
        if (!entries.length)
          return (
            <Text role="status" color="fg.muted">
              {ACTIVITY_TEXTS.empty}
            </Text>
          );
        return (
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
      }}
    </PanelSection>
  );
}
