// The shell's form resolvers, each fetched with its schemas on first use (lazyResolver): the
// pages' chunks hold no zod.
import { lazyResolver, loadOnce } from 'shared-ui/forms';

const authForms = loadOnce(() => import('./auth/components/auth-resolvers'));
const profileForms = loadOnce(() => import('./profile/components/profile-resolvers'));

/** The sign-up payload builder, there once the sign-up form has validated. */
export const loadSignUpPayload = () => authForms().then((module) => module.toRegistrationPayload);

export const formResolvers = {
  email: lazyResolver(() => authForms().then((module) => module.emailResolver)),
  resetPassword: lazyResolver(() => authForms().then((module) => module.resetPasswordResolver)),
  studentSignUp: lazyResolver(() => authForms().then((module) => module.signUpResolvers.student)),
  staffSignUp: lazyResolver(() => authForms().then((module) => module.signUpResolvers.staff)),
  profile: lazyResolver(() => profileForms().then((module) => module.profileResolver)),
  passwordChange: lazyResolver(() =>
    profileForms().then((module) => module.passwordChangeResolver),
  ),
};
