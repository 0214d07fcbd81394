// The frame of every screen's content: centred, at most 7xl wide, with the suite's margins.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Stack
      gap={{ base: '5', md: '6' }}
      maxW="7xl"
      w="full"
      mx="auto"
      px={{ base: '4', md: '6', lg: '8' }}
      py={{ base: '6', md: '8' }}
    >
      {children}
    </Stack>
  );
}
