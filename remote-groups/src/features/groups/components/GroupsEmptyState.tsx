// What the grid shows without cards: no groups at all, or none matching the search.
import { Button, Heading, Text, VStack } from 'shared-ui';
import { GROUPS_TEXT } from '../messages';

export function GroupsEmptyState({
  searching,
  onClear,
}: {
  searching: boolean;
  onClear: () => void;
}) {
  return (
    <VStack
      py="16"
      gap="3"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
    >
      <Heading as="h2" size="md">
        {searching ? GROUPS_TEXT.noMatch : GROUPS_TEXT.noGroups}
      </Heading>
      {searching ? (
        <Button size="sm" variant="outline" onClick={onClear}>
          {GROUPS_TEXT.clearSearch}
        </Button>
      ) : (
        <Text color="fg.muted">{GROUPS_TEXT.noGroupsHint}</Text>
      )}
    </VStack>
  );
}
