// shared-auth: the suite's one session, its HTTP client, the error catalogue, role helpers and
// route guards. A Module Federation singleton: a new export is a version bump (ARCHITECTURE.md).
export { DEFAULT_API_URL, configureApi, getApiConfig, type ApiConfig } from './config';
export { TOKEN_STORAGE_KEY, readStoredToken } from './token';
export {
  CURRENT_USER_PATH,
  LOGOUT_PATH,
  REFRESH_PATH,
  SIGN_IN_PATH,
  apiClient,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  isApiPath,
  refreshAccessToken,
  type SearchParams,
} from './http';
export { fetchCurrentUser, fetchProfile, type ProfileResult } from './current-user';
export {
  disposeSession,
  initSession,
  login,
  logout,
  reloadCurrentUser,
  signIn,
  useSessionStore,
  type LoginResponse,
  type SessionState,
  type SignInResult,
  type SessionStatus,
} from './session';
export {
  useCanAccess,
  useCurrentUser,
  useHasRole,
  useIsAdmin,
  useSession,
  useSessionStatus,
  type SessionView,
} from './hooks';
export { canAccess, hasRole, isAdmin, isStaffRole, roleLabel, type AccessRule } from './roles';
export { RequireAuth, type RequireAuthProps } from './guard/RequireAuth';
export { AccessDenied, SessionLoading } from './guard/fallbacks';
export { GUARD_MESSAGES, LOGIN_PATH } from './guard/messages';
export { redirectAfterLogin } from './guard/redirect';
export {
  bodyText,
  fieldErrorLists,
  firstFieldErrors,
  normalizeFailure,
  serverMessage,
  type FailureMessage,
  type NormalizedFailure,
} from './errors/failure';
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
  SIGNUP_FIELD_NAMES,
  forgotPasswordError,
  loginError,
  registrationError,
  resendVerificationError,
  resetPasswordError,
  validateResetTokenError,
  verifyEmailError,
  type RegistrationKind,
} from './errors/auth-forms';
export {
  studentCreateError,
  studentDashboardError,
  studentDeleteError,
  studentListError,
  studentUpdateError,
} from './errors/students';
export {
  callError,
  groupError,
  resourceActionError,
  type CallOperation,
  type GroupOperation,
  type ResourceActionOptions,
} from './errors/resources';
export { scheduleError, staffScreenError, type StaffScreenOperation } from './errors/screens';
export { HTTPError, NetworkError, TimeoutError, isHTTPError } from 'ky';
