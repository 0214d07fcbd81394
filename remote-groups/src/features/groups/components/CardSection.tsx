// One titled part of a group card (schedule, staff, capacity...), named for assistive technology:
// a named group, not a landmark (a page of cards would otherwise hold many "Schedule" regions,
// which axe reports as landmark-unique).
import type { ReactNode } from 'react';
import { Box, Text } from 'shared-ui';

export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" role="group" aria-label={title}>
      <Text
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        mb="1.5"
      >
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** A label and its value on one line. */
export function InfoLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="sm" display="flex" justifyContent="space-between" gap="3">
      <Text as="span" color="fg.muted">
        {label}
      </Text>
      <Text as="span" fontWeight="medium" textAlign="end">
        {children}
      </Text>
    </Text>
  );
}
