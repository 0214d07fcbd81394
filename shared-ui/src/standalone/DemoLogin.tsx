// A remote's own page signs in here: the real log-in call, prefilled with a demo account, so a
// feature team can work without the host.
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getApiConfig, redirectAfterLogin, signIn, useSessionStatus } from 'shared-auth';
import { loginError } from 'shared-auth/forms';
import { Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Banner } from '../feedback/Banner';
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

export function DemoLogin({ account }: { account: DemoAccount }) {
  usePageTitle('Login');
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
      if (!user) setError('Signed in, but the account could not be loaded.');
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
              Demo log-in
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              This area running on its own, against the API at {getApiConfig().baseUrl}. Any account
              works; a demo account is filled in.
            </Text>
          </Stack>
          {error ? <Banner status="error" title={error} /> : null}
          <form onSubmit={submit} noValidate aria-label="Demo log-in">
            <Stack gap="4">
              <DemoField
                label="Email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={setEmail}
              />
              <DemoField
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
              />
              <Button type="submit" colorPalette="brand" loading={busy} loadingText="Signing in...">
                Sign In
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
