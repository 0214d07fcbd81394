// shared-auth: the suite's one session, its HTTP client, the error catalogue, role helpers and
// route guards. A Module Federation singleton: a new export is a version bump (ARCHITECTURE.md), and
// so is one taken away.
export { DEFAULT_API_URL, configureApi, getApiConfig } from './config';
export { TOKEN_STORAGE_KEY } from './token';
export {
  apiClient,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  refreshAccessToken,
} from './http';
export { fetchProfile } from './current-user';
export {
  disposeSession,
  initSession,
  login,
  logout,
  signIn,
  useSessionStore,
  type SessionState,
} from './session';
export { useCurrentUser, useHasRole, useIsAdmin, useSession, useSessionStatus } from './hooks';
export type { AccessRule } from './roles';
export { RequireAuth } from './guard/RequireAuth';
export { GUARD_MESSAGES } from './guard/messages';
export { redirectAfterLogin } from './guard/redirect';
export { normalizeFailure, type FailureMessage } from './errors/failure';
export * from './errors/messages';
export {
  createUserError,
  currentUserError,
  deleteUserError,
  staffLookupError,
  updateUserError,
  usersListError,
} from './errors/users';
export {
  forgotPasswordError,
  loginError,
  registrationError,
  resendVerificationError,
  resetPasswordError,
  validateResetTokenError,
  verifyEmailError,
} from './errors/auth-forms';
export {
  studentCreateError,
  studentDashboardError,
  studentDeleteError,
  studentListError,
  studentUpdateError,
} from './errors/students';
export { callError, groupError, resourceActionError } from './errors/resources';
export { scheduleError, staffScreenError } from './errors/screens';
