// shared-auth's route guard with the suite's look: the Loading spinner and the Access Denied card.
import type { ReactNode } from 'react';
import { GUARD_MESSAGES, RequireAuth, type AccessRule } from 'shared-auth';
import { Heading, Text, VStack } from '@chakra-ui/react';
import { LoadingSpinner } from '../feedback/LoadingSpinner';

export function AccessDeniedNotice() {
  return (
    <VStack role="alert" gap="2" py="16" px="6" textAlign="center">
      <Heading size="lg">{GUARD_MESSAGES.deniedTitle}</Heading>
      <Text color="fg.muted">{GUARD_MESSAGES.deniedMessage}</Text>
    </VStack>
  );
}

export interface GuardedProps extends AccessRule {
  children?: ReactNode;
}

export function Guarded({ children, roles, requireAdmin }: GuardedProps) {
  return (
    <RequireAuth
      roles={roles}
      requireAdmin={requireAdmin}
      renderLoading={() => <LoadingSpinner label={GUARD_MESSAGES.loading} />}
      renderDenied={() => <AccessDeniedNotice />}
    >
      {children}
    </RequireAuth>
  );
}
