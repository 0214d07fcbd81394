// The shell's own routes (spec section 2). The remotes' routes come from their route manifests
// (federation/route-manifest.ts).
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/auth/verify-email/:token',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password/:token',
  profile: '/profile',
} as const;
