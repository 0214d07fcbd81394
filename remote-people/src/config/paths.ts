// The routes of this remote, as the host's route table places them (spec section 2); the
// standalone page uses the same ones.
export const paths = {
  students: '/students',
  staff: '/staff',
  overview: '/',
} as const;
