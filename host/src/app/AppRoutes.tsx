// The route table of spec section 2 with its guards: the shell's own screens, then each route of
// the remotes' manifests behind the guard of the roles its manifest names.
import { Route, Routes } from 'react-router-dom';
import { Guarded } from 'shared-ui';
import { paths } from '../config/paths';
import { Layout } from './Layout';
import { LoginPage } from '../features/auth/components/LoginPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { VerifyEmailPage } from '../features/auth/components/VerifyEmailPage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { HomePage } from '../features/home/HomePage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { RemoteRoute } from '../features/remotes/RemoteRoute';
import { useRemoteRoutes } from '../features/remotes/remote-routes';
import { NotFoundPage } from '../pages/NotFoundPage';

export function AppRoutes() {
  const remoteRoutes = useRemoteRoutes();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.signup} element={<SignUpPage />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route element={<Guarded />}>
          <Route index element={<HomePage />} />
          <Route path={paths.profile} element={<ProfilePage />} />
        </Route>
        {remoteRoutes
          .filter((route) => route.path !== paths.home)
          .map((route) => (
            <Route
              key={`${route.remote}:${route.id}`}
              path={route.path}
              element={
                <Guarded roles={route.roles}>
                  <RemoteRoute route={route} />
                </Guarded>
              }
            />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
