// The last line of defence around a whole app: any uncaught render failure shows the crash screen.
import type { ReactNode } from 'react';
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { ErrorBoundary } from './ErrorBoundary';

export function CrashScreen({ onRefresh }: { onRefresh?: () => void }) {
  return (
    <Center minH="100vh" p="6" role="alert">
      <VStack gap="4" textAlign="center" maxW="md">
        <Heading size="xl">Something went wrong</Heading>
        <Text color="fg.muted">
          An unexpected error occurred. Refreshing the page usually helps.
        </Text>
        <Button colorPalette="brand" onClick={onRefresh ?? (() => window.location.reload())}>
          Refresh Page
        </Button>
      </VStack>
    </Center>
  );
}

export interface CrashBoundaryProps {
  children: ReactNode;
  onRefresh?: () => void;
}

export function CrashBoundary({ children, onRefresh }: CrashBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={() => <CrashScreen onRefresh={onRefresh} />}
      onError={(error) => console.error('Uncaught failure', error)}
    >
      {children}
    </ErrorBoundary>
  );
}
