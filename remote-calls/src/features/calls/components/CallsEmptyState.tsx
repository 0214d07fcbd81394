// Nothing to show: no calls at all, or none matching the search, with 'Clear search' then.
import { Button, Heading, Text, VStack } from 'shared-ui';
import { CALLS_TEXT, noMatchesMessage } from '../messages';

interface CallsEmptyStateProps {
  search: string;
  onClearSearch: () => void;
}

export function CallsEmptyState({ search, onClearSearch }: CallsEmptyStateProps) {
  return (
    <VStack
      role="status"
      gap="2"
      py="16"
      px="6"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
    >
      <Heading as="h2" size="md">
        {search ? CALLS_TEXT.noMatchesTitle : CALLS_TEXT.emptyTitle}
      </Heading>
      <Text color="fg.muted">{search ? noMatchesMessage(search) : CALLS_TEXT.emptyMessage}</Text>
      {search ? (
        <Button mt="2" variant="outline" onClick={onClearSearch}>
          {CALLS_TEXT.clearSearch}
        </Button>
      ) : null}
    </VStack>
  );
}
