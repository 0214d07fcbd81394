// The grid's pager (spec section 2): 'Showing from-to of total', Prev / Next and 'Page x / y'.
import { Button, Flex, HStack, Text } from 'shared-ui';

interface GroupsPagerProps {
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function GroupsPager({ page, pageCount, from, to, total, onPageChange }: GroupsPagerProps) {
  return (
    <Flex
      as="nav"
      aria-label="Pagination"
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="space-between"
      gap="3"
      py="2"
    >
      <Text fontSize="sm" color="fg.muted">
        Showing {from}-{to} of {total}
      </Text>
      <HStack gap="3">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          Prev
        </Button>
        <Text fontSize="sm">
          Page {page} / {pageCount}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
        >
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
