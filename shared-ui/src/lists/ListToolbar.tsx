// The top of every list screen (spec section 2, shared list-screen behaviour): the title and a
// line under it, Refresh, the screen's own buttons (Filter, Export...), the add button, and the
// search box (debounced) with any control beside it (a status filter).
import type { ReactNode } from 'react';
import { Box, Button, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import { comingSoonNotice } from 'shared-domain';
import { t } from '../i18n';
import { notify } from '../toaster/toaster';
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
  /** Buttons after Refresh (Filter, Export...). */
  actions?: ReactNode;
  /** Shown only when given (the roles that may add). */
  add?: {
    label: string;
    onClick: () => void;
    /** Hover or focus of the button: fetch what it opens (a lazy dialog's `preload`). */
    onPreload?: () => void;
  };
  /** Beside the search box (a status filter). */
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

export interface ComingSoonButtonProps {
  label: string;
  /**
   * The notice a click shows, one whole sentence of the caller's catalogue ('Export is coming
   * soon'): a sentence built around the label reads wrong in a language that inflects it.
   */
  notice?: string;
}

/** A toolbar button for what spec section 1 announces as coming (Filter, Export). */
export function ComingSoonButton({ label, notice }: ComingSoonButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => notify.info(notice ?? comingSoonNotice(label))}
    >
      {label}
    </Button>
  );
}
