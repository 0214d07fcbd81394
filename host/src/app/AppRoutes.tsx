// The route table of spec section 2 with its guards; remote screens mount under their prefixes.
import { Route, Routes } from 'react-router-dom';
import { STAFF_ROLES } from 'shared-domain';
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
import { NotFoundPage } from '../pages/NotFoundPage';

export function AppRoutes() {
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
        <Route element={<Guarded roles={STAFF_ROLES} />}>
          <Route path={paths.students} element={<RemoteRoute route="students" />} />
          <Route path={paths.groups} element={<RemoteRoute route="groups" />} />
          <Route path={paths.groupAttendance} element={<RemoteRoute route="groupAttendance" />} />
          <Route path={paths.groupEvaluation} element={<RemoteRoute route="groupEvaluation" />} />
          <Route path={paths.calls} element={<RemoteRoute route="calls" />} />
        </Route>
        <Route element={<Guarded requireAdmin />}>
          <Route path={paths.staff} element={<RemoteRoute route="staff" />} />
          <Route path={paths.schedule} element={<RemoteRoute route="schedule" />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
