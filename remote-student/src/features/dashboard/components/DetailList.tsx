// Label / value rows inside a card, as a description list so each value is tied to its label.
import type { ReactNode } from 'react';
import { Box, Flex, chakra } from 'shared-ui';

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <chakra.dl display="flex" flexDirection="column" gap="0">
      {children}
    </chakra.dl>
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="4"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      <chakra.dt color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="medium" textAlign="end" fontSize="sm" minW="0">
        <Box as="span" wordBreak="break-word">
          {children}
        </Box>
      </chakra.dd>
    </Flex>
  );
}
