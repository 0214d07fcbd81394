// The top of every list screen (spec section 2, shared list-screen behaviour): the title and a
// line under it, Refresh, the screen's own buttons (Export...), the add button, and the search box
// (debounced) with the list's filters beside it.
import type { ReactNode } from 'react';
import { Box, Button, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import { t } from '../i18n';
import { SearchInput } from './SearchInput';
import { useLocale } from 'shared-i18n/react';

export interface ListToolbarProps {
  title: string;
  /** Under the title: a subtitle, or how many there are. */
  subtitle?: ReactNode;
  search: {
    label: string;
    placeholder: string;
    onSearch: (term: string) => void;
    /** Changing it starts the search box afresh (Clear search). */
    resetKey?: number;
  };
  onRefresh: () => void;
  refreshing: boolean;
  /** Buttons after Refresh (Export...). */
  actions?: ReactNode;
  /** Shown only when given (the roles that may add). */
  add?: {
    label: string;
    onClick: () => void;
    /** Hover or focus of the button: fetch what it opens (a lazy dialog's `preload`). */
    onPreload?: () => void;
  };
  /** Beside the search box (the list's filters). */
  children?: ReactNode;
}

export function ListToolbar({
  title,
  subtitle,
  search,
  onRefresh,
  refreshing,
  actions,
  add,
  children,
}: ListToolbarProps) {
  useLocale();
  return (
    <Flex direction="column" gap="4">
      <Flex
        justify="space-between"
        align={{ md: 'center' }}
        gap="3"
        direction={{ base: 'column', md: 'row' }}
      >
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle ? (
            <Text color="fg.muted" fontSize="sm">
              {subtitle}
            </Text>
          ) : null}
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing}>
            {t('toolbar.refresh')}
          </Button>
          {actions}
          {add ? (
            <Button
              colorPalette="brand"
              size="sm"
              onClick={add.onClick}
              onPointerEnter={add.onPreload}
              onFocus={add.onPreload}
            >
              {add.label}
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <Flex gap="3" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <SearchInput
          key={search.resetKey}
          onSearch={search.onSearch}
          aria-label={search.label}
          placeholder={search.placeholder}
        />
        {children}
      </Flex>
    </Flex>
  );
}
