// A remote on its own page: the suite's providers, a slim top bar, the demo log-in, and the
// remote's route modules behind the same guard the host uses.
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet, Route, Routes } from 'react-router-dom';
import { logout, useCurrentUser } from 'shared-auth';
import { displayName } from 'shared-domain';
import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { CrashBoundary } from '../boundaries/CrashBoundary';
import { createQueryClient, useClearCacheOnSignOut } from '../data/query-client';
import { Guarded } from '../guard/Guarded';
import { useLocale } from 'shared-i18n/react';
import { t } from '../i18n';
import { UiProvider } from '../theme/UiProvider';
import { DemoLogin, type DemoAccount } from './DemoLogin';

function TopBar({ title }: { title: string }) {
  useLocale();
  const user = useCurrentUser();
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="14" align="center" gap="3">
        <Text fontWeight="bold" color="brand.fg" fontSize="lg">
          {t('standalone.brand')}
        </Text>
        <Badge variant="outline">{t('standalone.badge', { title })}</Badge>
        {user ? (
          <HStack ms="auto" gap="3">
            <Text fontSize="sm" color="fg.muted">
              {displayName(user)}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void logout()}>
              {t('standalone.logout')}
            </Button>
          </HStack>
        ) : null}
      </Flex>
    </Box>
  );
}

export interface StandaloneShellProps {
  /**
   * Names the area in the top bar, e.g. 'Groups', or reads it in the active language (a getter of
   * the remote's catalogue: `() => GROUPS_TEXT.title`).
   */
  title: string | (() => string);
  demoAccount: DemoAccount;
  /** The remote's <Route> elements, mounted behind the sign-in guard. */
  children: ReactNode;
  /** The page's data cache; the shell makes its own when not given one. */
  queryClient?: QueryClient;
}

/** Render inside a router (startStandalone supplies BrowserRouter, tests a MemoryRouter). */
export function StandaloneShell({
  title,
  demoAccount,
  children,
  queryClient,
}: StandaloneShellProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useClearCacheOnSignOut(client);
  // The whole page reads its texts again after a change of language.
  useLocale();
  return (
    <QueryClientProvider client={client}>
      <UiProvider>
        <CrashBoundary>
          <Routes>
            <Route
              element={
                <Box minH="100vh" bg="bg.subtle">
                  <TopBar title={typeof title === 'string' ? title : title()} />
                  <Box as="main">
                    <Outlet />
                  </Box>
                </Box>
              }
            >
              <Route path="/login" element={<DemoLogin account={demoAccount} />} />
              <Route element={<Guarded />}>{children}</Route>
            </Route>
          </Routes>
        </CrashBoundary>
      </UiProvider>
    </QueryClientProvider>
  );
}
