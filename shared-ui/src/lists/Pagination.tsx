// The pager under every list: 'Showing X to Y of Z results', Previous / Next and page numbers; or,
// compact (the groups' card grid, spec section 2), 'Showing from-to of total', Prev / Next and
// 'Page x / y'. Chakra's Pagination: its page numbers (every page up to 7, otherwise a window
// around the page with ellipses) are the spec's rule.
import { Button, ButtonGroup, Pagination as ChakraPagination, Text } from '@chakra-ui/react';
import { pageRange } from './pageRange';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** 'numbered' (the default) or 'compact'. */
  variant?: 'numbered' | 'compact';
}

const TRANSLATIONS = {
  rootLabel: 'Pagination',
  itemLabel: ({ page }: { page: number }) => `Page ${page}`,
};

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  variant = 'numbered',
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const { from, to } = pageRange(page, pageSize, total);
  const compact = variant === 'compact';
  const previous = compact ? 'Prev' : 'Previous';
  return (
    <ChakraPagination.Root
      // At least one page, so that an empty list still reads 'Page 1 / 1'.
      count={Math.max(total, 1)}
      pageSize={pageSize}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{ ...TRANSLATIONS, prevTriggerLabel: previous, nextTriggerLabel: 'Next' }}
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      gap="3"
      alignItems="center"
      justifyContent="space-between"
      py="3"
    >
      <Text color="fg.muted" fontSize="sm">
        {compact
          ? `Showing ${from}-${to} of ${total}`
          : `Showing ${from} to ${to} of ${total} results`}
      </Text>
      <ButtonGroup
        size="sm"
        variant="outline"
        attached={false}
        gap={compact ? '3' : '1'}
        flexWrap="wrap"
      >
        <ChakraPagination.PrevTrigger asChild>
          <Button>{previous}</Button>
        </ChakraPagination.PrevTrigger>
        {compact ? (
          <Text fontSize="sm">
            Page {page} / {pageCount}
          </Text>
        ) : (
          <ChakraPagination.Items
            ellipsis={
              <Text as="span" px="2" color="fg.muted" aria-hidden>
                …
              </Text>
            }
            render={(item) => (
              <Button
                variant={item.value === page ? 'solid' : 'outline'}
                colorPalette={item.value === page ? 'brand' : undefined}
              >
                {item.value}
              </Button>
            )}
          />
        )}
        <ChakraPagination.NextTrigger asChild>
          <Button>Next</Button>
        </ChakraPagination.NextTrigger>
      </ButtonGroup>
    </ChakraPagination.Root>
  );
}
