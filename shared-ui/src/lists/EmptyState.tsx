// What a list shows without rows: a heading, a line under it, and an action (Clear search).
import type { ReactNode } from 'react';
import { Heading, Text, VStack } from '@chakra-ui/react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button under the text, e.g. Clear search. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <VStack
      role="status"
      gap="2"
      py="16"
      px="6"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
    >
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {action}
    </VStack>
  );
}
