// A remote's own page signs in here: the real log-in call, prefilled with a demo account, so a
// feature team can work without the host.
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getApiConfig, redirectAfterLogin, signIn, useSessionStatus } from 'shared-auth';
import { loginError } from 'shared-auth/forms';
import { Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { texts } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { Banner } from '../feedback/Banner';
import { en, t } from '../i18n';
import { usePageTitle } from '../page/use-page-title';

export interface DemoAccount {
  email: string;
  password: string;
}

interface DemoFieldProps {
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

function DemoField({ label, type, autoComplete, value, onChange }: DemoFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field.Root>
  );
}

const TEXT = texts(t, 'standalone', {
  pageTitle: en.standalone.pageTitle,
  heading: en.standalone.heading,
  email: en.standalone.email,
  password: en.standalone.password,
  signIn: en.standalone.signIn,
  signingIn: en.standalone.signingIn,
  userNotLoaded: en.standalone.userNotLoaded,
});

export function DemoLogin({ account }: { account: DemoAccount }) {
  useLocale();
  usePageTitle(TEXT.pageTitle);
  const location = useLocation();
  const status = useSessionStatus();
  const [email, setEmail] = useState(account.email);
  const [password, setPassword] = useState(account.password);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (status === 'authenticated') return <Navigate to={redirectAfterLogin(location)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { user } = await signIn(email, password);
      if (!user) setError(TEXT.userNotLoaded);
    } catch (failure) {
      setError(loginError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box maxW="md" mx="auto" px="4" py={{ base: '10', md: '16' }}>
      <Card.Root borderRadius="l3" boxShadow="sm">
        <Card.Body gap="5">
          <Stack gap="1">
            <Heading as="h1" size="lg">
              {TEXT.heading}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('standalone.intro', { url: getApiConfig().baseUrl })}
            </Text>
          </Stack>
          {error ? <Banner status="error" title={error} /> : null}
          <form onSubmit={submit} noValidate aria-label={TEXT.heading}>
            <Stack gap="4">
              <DemoField
                label={TEXT.email}
                type="email"
                autoComplete="username"
                value={email}
                onChange={setEmail}
              />
              <DemoField
                label={TEXT.password}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
              />
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy}
                loadingText={TEXT.signingIn}
              >
                {TEXT.signIn}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
