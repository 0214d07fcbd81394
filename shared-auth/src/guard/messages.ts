// The guard's texts (spec section 2), shared with the styled versions in shared-ui.
export const GUARD_MESSAGES = {
  loading: 'Loading...',
  deniedTitle: 'Access Denied',
  deniedMessage: "You don't have permission to access this page.",
} as const;

export const LOGIN_PATH = '/login';
