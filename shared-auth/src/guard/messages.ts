// The guard's texts (spec section 2), shared with the styled versions in shared-ui.
export const GUARD_MESSAGES = {
  loading: 'Loading...',
  deniedTitle: 'Access Denied',
  deniedMessage: "You don't have permission to access this page.",
  /** The session could not load the signed-in user, for a reason that is not a sign-out. */
  unavailableTitle: 'Your account could not be loaded',
  unavailableDetail: 'You are still signed in. This page tries again by itself.',
  retry: 'Retry',
} as const;

export const LOGIN_PATH = '/login';
