// Every route of the shell (spec section 2) in one place.
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/auth/verify-email/:token',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password/:token',
  profile: '/profile',
  students: '/students',
  staff: '/staff',
  groups: '/groups',
  groupAttendance: '/groups/:groupId/attendance',
  groupEvaluation: '/groups/:groupId/evaluation',
  calls: '/calls',
  schedule: '/schedule',
} as const;
