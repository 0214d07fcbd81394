// The frame of every screen's content: centred, at most 7xl wide, with the suite's margins. The
// header's bar uses the same frame (PAGE_FRAME), so its edges line up with every screen's. minW 0
// keeps a wide table inside it (scrolling in its own box) instead of widening the page.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';

export const PAGE_FRAME = {
  maxW: '7xl',
  w: 'full',
  mx: 'auto',
  px: { base: '4', md: '6', lg: '8' },
} as const;

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Stack gap={{ base: '5', md: '6' }} {...PAGE_FRAME} minW="0" py={{ base: '6', md: '8' }}>
      {children}
    </Stack>
  );
}
