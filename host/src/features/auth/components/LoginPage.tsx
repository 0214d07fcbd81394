// /login (spec sections 2 and 5): validation on blur, 'Signing in...', banners, then back to where
// the guard found the user. It needs neither react-hook-form nor zod (useLoginForm), so the first
// page carries neither; an unverified address is offered a new link first.
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectAfterLogin, signIn, useSessionStatus, useSessionStore } from 'shared-auth';
import { API_MESSAGES } from 'shared-domain';
import { Banner, Button, Flex, Separator, Text, notify, type BannerProps } from 'shared-ui';
import { FormField, Input, PasswordInput } from 'shared-ui/forms';
import { paths } from '../../../config/paths';
import { LazyPage, pageChunk } from '../../../app/LazyPage';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { GoogleButton } from './GoogleButton';
import { TextLink } from './TextLink';
import { useLoginForm } from '../login/use-login-form';
import { loadLoginCatalogue, loginFailure } from '../login/login-failure';
import { texts } from 'shared-i18n';
import { FIELD_TEXT, en, t } from '../../../i18n';

const TEXT = texts(t, 'login', en.login);

type BannerState = Pick<BannerProps, 'status' | 'title' | 'description'>;

// Shown only after a log-in whose address is not verified yet: a chunk of its own (with Retry),
// so that no page carries it before then.
const unverifiedLogin = pageChunk(
  undefined,
  () => import('./UnverifiedLogin'),
  (module) => module.UnverifiedLogin,
);

export function LoginPage() {
  const location = useLocation();
  const status = useSessionStatus();
  const arrived = location.state as { message?: unknown; email?: unknown } | null;
  const arrivedWith = arrived?.message;
  const sessionUser = useSessionStore((state) => state.user);
  // Set when this page signs in, so a visitor already signed in is sent on as before.
  const [signedInHere, setSignedInHere] = useState(false);
  const [continued, setContinued] = useState(false);
  const [banner, setBanner] = useState<BannerState | null>(
    typeof arrivedWith === 'string' ? { status: 'success', title: arrivedWith } : null,
  );
  // Why the session ended, when it ended by itself (a refresh refused, the profile failing on
  // load): "Authentication required. Please login again." until dismissed or a new attempt.
  const sessionError = useSessionStore((state) => state.error);
  const [sessionErrorDismissed, setSessionErrorDismissed] = useState(false);
  const shown: BannerState | null =
    banner ??
    (sessionError && !sessionErrorDismissed ? { status: 'error', title: sessionError } : null);
  // The failure texts (shared-auth/forms), fetched once the page's content has shown.
  useEffect(() => {
    loadLoginCatalogue().catch(() => undefined);
  }, []);
  const { field, errors, isSubmitting, onSubmit } = useLoginForm(
    typeof arrived?.email === 'string' ? arrived.email : '',
    async (values, setFieldError) => {
      setBanner(null);
      setSessionErrorDismissed(true);
      setSignedInHere(true);
      // Already there once the page has shown; asked again in case that fetch failed.
      loadLoginCatalogue().catch(() => undefined);
      try {
        const { response, user } = await signIn(values.email, values.password);
        const message = response.message || API_MESSAGES.loginSuccess;
        if (user) notify.success(message);
        else setBanner({ status: 'error', title: useSessionStore.getState().error ?? message });
      } catch (error) {
        const failure = await loginFailure(error);
        for (const [name, message] of Object.entries(failure.fieldErrors)) {
          if (name === 'email' || name === 'password') setFieldError(name, message);
        }
        setBanner({ status: 'error', title: failure.message, description: failure.detail });
      }
    },
  );

  if (status === 'authenticated') {
    if (signedInHere && sessionUser && !sessionUser.is_verified && !continued) {
      return (
        <LazyPage
          chunk={unverifiedLogin}
          props={{ email: sessionUser.email, onContinue: () => setContinued(true) }}
        />
      );
    }
    return <Navigate to={redirectAfterLogin(location)} replace />;
  }

  return (
    <AuthCard title={TEXT.title} subtitle={TEXT.subtitle}>
      <AuthForm label={TEXT.form} onSubmit={onSubmit} gap="5">
        {shown ? (
          <Banner
            {...shown}
            onDismiss={() => {
              setBanner(null);
              setSessionErrorDismissed(true);
            }}
          />
        ) : null}
        <FormField label={FIELD_TEXT.email} error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={TEXT.emailPlaceholder}
            {...field('email')}
          />
        </FormField>
        <FormField label={FIELD_TEXT.password} error={errors.password}>
          <PasswordInput autoComplete="current-password" {...field('password')} />
        </FormField>
        <Flex justify="flex-end" mt="-2">
          <TextLink to={paths.forgotPassword}>{TEXT.forgotPassword}</TextLink>
        </Flex>
        <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
          {isSubmitting ? TEXT.submitting : TEXT.submit}
        </Button>
        <Flex align="center" gap="3">
          <Separator flex="1" />
          <Text fontSize="sm" color="fg.muted">
            {TEXT.or}
          </Text>
          <Separator flex="1" />
        </Flex>
        <GoogleButton label={TEXT.google} action="sign-in" />
        <Text textAlign="center" fontSize="sm">
          {TEXT.noAccount} <TextLink to={paths.signup}>{TEXT.signUp}</TextLink>
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
