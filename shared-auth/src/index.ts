// shared-auth: the suite's one session, its HTTP client, the error catalogue's engine (and the
// session's and auth forms' texts), role helpers and route guards. A Module Federation singleton: a new export is a version bump (docs/architecture.md), and
// so is one taken away.
export { DEFAULT_API_URL, configureApi, getApiConfig } from './config';
export { TOKEN_STORAGE_KEY } from './token';
export {
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  apiResponse,
  loadApiClient,
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
// The error catalogue's engine and shared handlers, from which each screen's catalogue (in its
// remote) is built, and the session's own texts. The auth forms' catalogue (log-in, sign-up, the
// e-mailed links) is `shared-auth/forms` (src/forms.ts), and the handlers of an action on a
// resource and of the server's detail are `shared-auth/handlers` (src/handlers.ts), both built on
// this engine.
export {
  bodyText,
  fieldErrorLists,
  firstFieldErrors,
  isServerError,
  joinFieldErrors,
  messageFrom,
  noResponse,
  normalizeFailure,
  plain,
  readFailure,
  serverMessage,
  type FailureMessage,
  type MessageTable,
  type NormalizedFailure,
} from './errors/failure';
export * from './errors/messages';
export { currentUserError } from './errors/users';
