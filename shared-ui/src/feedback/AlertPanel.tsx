// The panel that stands in for a page or a screen that cannot show (a remote down, a page's code
// not fetched, a remote that needs a newer shell): a heading, what to know, and one action.
import type { ReactNode } from 'react';
import { Box, Button, Heading, VStack } from '@chakra-ui/react';

export function AlertPanel({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: { label: string; onClick: () => void };
}) {
  return (
    <Box p={{ base: '4', md: '8' }}>
      <VStack
        role="alert"
        gap="3"
        p="8"
        maxW="lg"
        mx="auto"
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        textAlign="center"
      >
        <Heading size="md">{title}</Heading>
        {children}
        <Button colorPalette="brand" onClick={action.onClick}>
          {action.label}
        </Button>
      </VStack>
    </Box>
  );
}
