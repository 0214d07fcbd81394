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
  answerGetsWith,
  type SearchParams,
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
export { useCurrentUser, useIsAdmin, useSession, useSessionStatus } from './hooks';
export type { AccessRule } from './roles';
export { RequireAuth } from './guard/RequireAuth';
export { GUARD_MESSAGES } from './guard/messages';
export { redirectAfterLogin } from './guard/redirect';
// The error catalogue's engine, from which each screen's catalogue is built, and the session's own
// texts; the auth forms' catalogue and the action handlers are `shared-auth/forms` and `/handlers`.
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
// The `auth` catalogue, for shared-auth/forms and /handlers: read from the entry, it is registered
// and bundled once, with the singleton.
export { en as AUTH_ENGLISH, t as translateAuth } from './i18n';
