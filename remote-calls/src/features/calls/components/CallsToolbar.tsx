// The Calls screen's title and actions (spec section 2, shared list-screen behaviour): search,
// Refresh, Filter and Export (both 'coming soon', spec section 1) and Add Call; Export only for
// operations managers and Add Call only for the two manager roles (spec section 6).
import { comingSoonNotice } from 'shared-domain';
import { Box, Button, Flex, HStack, Heading, SearchInput, Text, notify } from 'shared-ui';
import { CALLS_TEXT } from '../messages';

interface CallsToolbarProps {
  /** Changing it starts the search box afresh (Clear search). */
  searchKey: number;
  onSearch: (term: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  canAdd: boolean;
  canExport: boolean;
  onAdd: () => void;
}

export function CallsToolbar({
  searchKey,
  onSearch,
  onRefresh,
  refreshing,
  canAdd,
  canExport,
  onAdd,
}: CallsToolbarProps) {
  return (
    <Flex direction="column" gap="4" mb="6">
      <Flex justify="space-between" align={{ md: 'end' }} gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            {CALLS_TEXT.title}
          </Heading>
          <Text color="fg.muted">{CALLS_TEXT.subtitle}</Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={onRefresh} loading={refreshing}>
            {CALLS_TEXT.refresh}
          </Button>
          <Button
            variant="outline"
            onClick={() => notify.info(comingSoonNotice(CALLS_TEXT.filter))}
          >
            {CALLS_TEXT.filter}
          </Button>
          {canExport ? (
            <Button
              variant="outline"
              onClick={() => notify.info(comingSoonNotice(CALLS_TEXT.export))}
            >
              {CALLS_TEXT.export}
            </Button>
          ) : null}
          {canAdd ? (
            <Button colorPalette="brand" onClick={onAdd}>
              {CALLS_TEXT.add}
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <SearchInput
        key={searchKey}
        onSearch={onSearch}
        placeholder={CALLS_TEXT.searchPlaceholder}
        aria-label={CALLS_TEXT.searchLabel}
      />
    </Flex>
  );
}
