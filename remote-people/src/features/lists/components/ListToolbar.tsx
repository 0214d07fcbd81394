// The top of a list screen (spec section 2): title, search box, Refresh and the role-dependent
// Export and add buttons; screens put their own extra controls (a filter) in `children`.
import type { ReactNode } from 'react';
import { Button, Flex, HStack, Heading, SearchInput, Spacer } from 'shared-ui';

export interface ListToolbarProps {
  title: string;
  searchLabel: string;
  searchPlaceholder: string;
  onSearch: (term: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Shown only when given (operations managers). */
  onExport?: () => void;
  /** Shown only when given (the two admin roles). */
  add?: { label: string; onClick: () => void };
  children?: ReactNode;
}

export function ListToolbar({
  title,
  searchLabel,
  searchPlaceholder,
  onSearch,
  onRefresh,
  refreshing,
  onExport,
  add,
  children,
}: ListToolbarProps) {
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Spacer />
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing}>
            Refresh
          </Button>
          {onExport ? (
            <Button variant="outline" size="sm" onClick={onExport}>
              Export
            </Button>
          ) : null}
          {add ? (
            <Button colorPalette="brand" size="sm" onClick={add.onClick}>
              {add.label}
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <Flex gap="3" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <SearchInput onSearch={onSearch} aria-label={searchLabel} placeholder={searchPlaceholder} />
        {children}
      </Flex>
    </Flex>
  );
}
