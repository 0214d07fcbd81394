// The Groups screen's header (spec section 2, 'Shared list-screen behaviour'): title, search,
// Refresh, Filter and Export (a 'coming soon' notice), and Add Group for managers.
import { comingSoonNotice } from 'shared-domain';
import { Button, Flex, HStack, Heading, SearchInput, Text, notify } from 'shared-ui';

interface GroupsToolbarProps {
  total: number | null;
  searchKey: number;
  canAdd: boolean;
  canExport: boolean;
  refreshing: boolean;
  onSearch: (term: string) => void;
  onRefresh: () => void;
  onAdd: () => void;
}

export function GroupsToolbar(props: GroupsToolbarProps) {
  const { total, searchKey, canAdd, canExport, refreshing, onSearch, onRefresh, onAdd } = props;
  return (
    <Flex direction="column" gap="4">
      <Flex
        align={{ md: 'center' }}
        justify="space-between"
        gap="3"
        direction={{ base: 'column', md: 'row' }}
      >
        <div>
          <Heading as="h1" size="2xl">
            Groups
          </Heading>
          {total === null ? null : (
            <Text color="fg.muted" fontSize="sm">
              {total === 1 ? '1 group' : `${total} groups`}
            </Text>
          )}
        </div>
        <HStack gap="2" flexWrap="wrap">
          <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing}>
            Refresh
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => notify.info(comingSoonNotice('Filter'))}
          >
            Filter
          </Button>
          {canExport ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => notify.info(comingSoonNotice('Export'))}
            >
              Export
            </Button>
          ) : null}
          {canAdd ? (
            <Button colorPalette="brand" size="sm" onClick={onAdd}>
              Add Group
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <SearchInput
        key={searchKey}
        onSearch={onSearch}
        placeholder="Search by title, schedule or level..."
        aria-label="Search groups"
      />
    </Flex>
  );
}
