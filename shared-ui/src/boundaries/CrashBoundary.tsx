// The last line of defence around a whole app: any uncaught render failure shows the crash screen.
import type { ReactNode } from 'react';
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { texts } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { en, t } from '../i18n';
import { ErrorBoundary } from './ErrorBoundary';

const CRASH_TEXT = texts(t, 'crash', en.crash);

export function CrashScreen({ onRefresh }: { onRefresh?: () => void }) {
  // Above the screens: a change of language reaches it on its own.
  useLocale();
  return (
    <Center minH="100vh" p="6" role="alert">
      <VStack gap="4" textAlign="center" maxW="md">
        <Heading size="xl">{CRASH_TEXT.title}</Heading>
        <Text color="fg.muted">{CRASH_TEXT.message}</Text>
        <Button colorPalette="brand" onClick={onRefresh ?? (() => window.location.reload())}>
          {CRASH_TEXT.refresh}
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
