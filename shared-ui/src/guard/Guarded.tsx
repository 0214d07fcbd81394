// shared-auth's route guard with the suite's look: the Loading spinner and the Access Denied card,
// which titles the page 'LinguaDesk | Access Denied' and offers the way home.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GUARD_MESSAGES, RequireAuth, type AccessRule } from 'shared-auth';
import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { AlertPanel } from '../feedback/AlertPanel';
import { t } from '../i18n';
import { LoadingSpinner } from '../feedback/LoadingSpinner';
import { usePageTitle } from '../page/use-page-title';
import { useLocale } from 'shared-i18n/react';

function AccessDeniedNotice() {
  useLocale();
  usePageTitle(GUARD_MESSAGES.deniedTitle);
  return (
    <VStack gap="4" py="16" px="6" textAlign="center">
      <VStack role="alert" gap="2">
        <Heading as="h1" size="lg">
          {GUARD_MESSAGES.deniedTitle}
        </Heading>
        <Text color="fg.muted">{GUARD_MESSAGES.deniedMessage}</Text>
      </VStack>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{t('guard.home')}</RouterLink>
      </Button>
    </VStack>
  );
}

export interface GuardedProps extends AccessRule {
  children?: ReactNode;
}

export function Guarded({ children, roles, requireAdmin }: GuardedProps) {
  useLocale();
  return (
    <RequireAuth
      roles={roles}
      requireAdmin={requireAdmin}
      renderLoading={() => <LoadingSpinner label={GUARD_MESSAGES.loading} />}
      renderDenied={() => <AccessDeniedNotice />}
      renderUnavailable={(message, retry) => (
        <AlertPanel
          title={GUARD_MESSAGES.unavailableTitle}
          action={{ label: GUARD_MESSAGES.retry, onClick: retry }}
        >
          <Text>{message}</Text>
          <Text color="fg.muted">{GUARD_MESSAGES.unavailableDetail}</Text>
        </AlertPanel>
      )}
    >
      {children}
    </RequireAuth>
  );
}
