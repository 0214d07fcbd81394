// The pager under every list: 'Showing X to Y of Z results', Previous / Next and page numbers; or,
// compact (the groups' card grid, spec section 2), 'Showing from-to of total', Prev / Next and
// 'Page x / y'. Not Chakra's Pagination: its Zag machine costs the Students screen's first content
// 2.8 KB gzipped with Zag's React runtime on the page, and the runtime, which no list screen
// otherwise loads, about 8 KB more (pnpm bench:web --budget --where).
import { Button, ButtonGroup, Flex, HStack, Text } from '@chakra-ui/react';
import { useLocale } from 'shared-i18n/react';
import { digits, t } from '../i18n';
import { pageRange, paginationItems } from './pageRange';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** 'numbered' (the default) or 'compact'. */
  variant?: 'numbered' | 'compact';
}

interface PagerProps extends Omit<PaginationProps, 'variant' | 'pageSize'> {
  pageCount: number;
  from: number;
  to: number;
}

function CompactPager({ page, pageCount, from, to, total, onPageChange }: PagerProps) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {t('pagination.showingCompact', {
          from: digits(from),
          to: digits(to),
          total: digits(total),
        })}
      </Text>
      <HStack gap="3">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          {t('pagination.prev')}
        </Button>
        <Text fontSize="sm">
          {t('pagination.pageOf', { page: digits(page), pageCount: digits(pageCount) })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
        >
          {t('pagination.next')}
        </Button>
      </HStack>
    </>
  );
}

function NumberedPager({ page, pageCount, from, to, total, onPageChange }: PagerProps) {
  return (
    <>
      <Text color="fg.muted" fontSize="sm">
        {t('pagination.showing', { from: digits(from), to: digits(to), total: digits(total) })}
      </Text>
      <ButtonGroup size="sm" variant="outline" attached={false} gap="1" flexWrap="wrap">
        <Button onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          {t('pagination.previous')}
        </Button>
        {paginationItems(page, pageCount).map((item, index) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              onClick={() => onPageChange(item)}
              variant={item === page ? 'solid' : 'outline'}
              colorPalette={item === page ? 'brand' : undefined}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: digits(item) })}
            >
              {digits(item)}
            </Button>
          ) : (
            // Up to two ellipses; their place in the list tells them apart.
            <Text key={`ellipsis-${index}`} px="2" color="fg.muted" aria-hidden>
              …
            </Text>
          ),
        )}
        <Button onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
          {t('pagination.next')}
        </Button>
      </ButtonGroup>
    </>
  );
}

/** Page numbers follow shared-domain's rule: every page up to 7, otherwise ellipsis windows. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  variant = 'numbered',
}: PaginationProps) {
  useLocale();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const { from, to } = pageRange(page, pageSize, total);
  const Pager = variant === 'compact' ? CompactPager : NumberedPager;
  return (
    <Flex
      as="nav"
      aria-label={t('pagination.label')}
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align="center"
      justify="space-between"
      py="3"
    >
      <Pager
        page={page}
        pageCount={pageCount}
        from={from}
        to={to}
        total={total}
        onPageChange={onPageChange}
      />
    </Flex>
  );
}
