// /signup: a Student / Staff tab switch over the two sign-up forms. A signed-in user is sent home,
// as /login does.
import { Navigate } from 'react-router-dom';
import { useSessionStatus } from 'shared-auth';
import { Tabs } from 'shared-ui/tabs';
import { paths } from '../../../config/paths';
import { AuthCard } from './AuthCard';
import { SignUpForm } from './SignUpForm';
import { signUpKinds } from './signUpKinds';
import { t } from '../../../i18n';

export function SignUpPage() {
  const status = useSessionStatus();
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')} wide>
      <Tabs.Root defaultValue="student" variant="enclosed" fitted lazyMount unmountOnExit>
        <Tabs.List mb="6">
          <Tabs.Trigger value="student">{signUpKinds.student.tab}</Tabs.Trigger>
          <Tabs.Trigger value="staff">{signUpKinds.staff.tab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="student">
          <SignUpForm kind="student" />
        </Tabs.Content>
        <Tabs.Content value="staff">
          <SignUpForm kind="staff" />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}
