import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { t } from '../i18n';
import { useLocale } from 'shared-i18n/react';

export interface LoadingSpinnerProps {
  label?: string;
  /** Fill the viewport (start-up) instead of the surrounding block. */
  fullPage?: boolean;
}

export function LoadingSpinner({ label, fullPage = false }: LoadingSpinnerProps) {
  useLocale();
  return (
    <Center minH={fullPage ? '100vh' : '40'} p="6" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label ?? t('loading.label')}</Text>
      </VStack>
    </Center>
  );
}
