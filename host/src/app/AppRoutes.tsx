// The route table of spec section 2 with its guards: the shell's own screens, then each route of
// the remotes' manifests behind the guard of the roles and with the title its manifest names.
import { Route, Routes } from 'react-router-dom';
import { Guarded, RoutePage, startLoad } from 'shared-ui';
import { paths } from '../config/paths';
import { Layout } from './Layout';
import { LazyPage, pageChunk } from './LazyPage';
import { useRemoteRoutes, useRemoteShell } from '../features/remotes/remote-routes';
import { titleOf } from '../federation/route-entry';
import { TITLE_TEXT } from './i18n';

// Every page of the shell is a chunk of its own, fetched when its route first shows (LazyPage);
// the log-in page's is fetched at start beside config.json when the page is likely to show it
// (bootstrap.tsx, which renders once it is in, so that it shows in the first frame), so it costs
// no round trip, and the signed-in screens do not carry it. / and the remotes' routes come with
// the remotes' chunk (remote-routes.tsx): until it is there (a visitor's first page shows without
// it), every path but the visitor's pages waits for it in LazyPage, with Retry. A page's title is
// its chunk's (the page component sets none).
const pages = {
  login: pageChunk(
    () => TITLE_TEXT.login,
    () => import('../features/auth/components/LoginPage'),
    (m) => m.LoginPage,
  ),
  signUp: pageChunk(
    () => TITLE_TEXT.signUp,
    () => import('../features/auth/components/SignUpPage'),
    (m) => m.SignUpPage,
  ),
  verifyEmail: pageChunk(
    () => TITLE_TEXT.verifyEmail,
    () => import('../features/auth/components/VerifyEmailPage'),
    (m) => m.VerifyEmailPage,
  ),
  forgotPassword: pageChunk(
    () => TITLE_TEXT.forgotPassword,
    () => import('../features/auth/components/ForgotPasswordPage'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: pageChunk(
    () => TITLE_TEXT.resetPassword,
    () => import('../features/auth/components/ResetPasswordPage'),
    (m) => m.ResetPasswordPage,
  ),
  profile: pageChunk(
    () => TITLE_TEXT.profile,
    () => import('../features/profile/ProfilePage'),
    (m) => m.ProfilePage,
  ),
  notFound: pageChunk(
    () => TITLE_TEXT.notFound,
    () => import('../pages/NotFoundPage'),
    (m) => m.NotFoundPage,
  ),
};

/** Fetches the log-in page (its catalogues too); a failure is left to the page's Retry. */
export function preloadLoginPage(): Promise<void> {
  return startLoad(pages.login.load);
}

export function AppRoutes() {
  const { shell, pending } = useRemoteShell();
  // Read again when a deploy brings a remote's new route manifest (new screens, no reload).
  const routes = useRemoteRoutes();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.login} element={<LazyPage chunk={pages.login} />} />
        <Route path={paths.signup} element={<LazyPage chunk={pages.signUp} />} />
        <Route path={paths.verifyEmail} element={<LazyPage chunk={pages.verifyEmail} />} />
        <Route path={paths.forgotPassword} element={<LazyPage chunk={pages.forgotPassword} />} />
        <Route path={paths.resetPassword} element={<LazyPage chunk={pages.resetPassword} />} />
        {shell ? (
          // The signed-in routes render in the data cache's provider, which comes with the shell.
          <Route element={<shell.DataRoutes />}>
            <Route element={<Guarded />}>
              <Route index element={<shell.HomePage />} />
              <Route path={paths.profile} element={<LazyPage chunk={pages.profile} />} />
            </Route>
            {routes
              .filter((route) => route.path !== paths.home)
              .map((route) => (
                <Route
                  key={`${route.remote}:${route.id}`}
                  path={route.path}
                  element={
                    <RoutePage route={{ ...route, title: titleOf(route) }}>
                      <shell.RemoteRoute route={route} />
                    </RoutePage>
                  }
                />
              ))}
            <Route path="*" element={<LazyPage chunk={pages.notFound} />} />
          </Route>
        ) : pending ? (
          <Route path="*" element={<LazyPage chunk={pending} />} />
        ) : null}
      </Route>
    </Routes>
  );
}
