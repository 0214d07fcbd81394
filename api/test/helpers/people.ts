// The people the group, call and student-profile tests assign and enrol, named so that the names
// and phones the rows show can be checked.
import type { FastifyInstance } from 'fastify';
import { createUser } from './app';
import { NO_ATTENDANCE } from './groups';

export async function createStaff(app: FastifyInstance) {
  const instructor = await createUser(app, {
    role: 'instructor',
    firstName: 'Omar',
    lastName: 'Khalil',
  });
  const supervisor = await createUser(app, {
    role: 'supervisor',
    firstName: 'Dina',
    lastName: 'Saleh',
  });
  const manager = await createUser(app, {
    role: 'account_manager',
    firstName: 'Karim',
    lastName: 'Nasser',
  });
  return { instructor, supervisor, manager };
}

/** An instructor assigned to nothing: what they may not read is what the staff above may. */
export function createOtherInstructor(app: FastifyInstance) {
  return createUser(app, { role: 'instructor', firstName: 'Hany', lastName: 'Fouad' });
}

/** The student the group, call and profile rows list, with a phone number managers see. */
export function createSara(app: FastifyInstance) {
  return createUser(app, {
    role: 'student',
    firstName: 'Sara',
    lastName: 'Hassan',
    phoneNumber: '+201001112223',
  });
}

/** What a student's profile shows before anyone sets it (spec section 3), apart from scores. */
export const NEW_PROFILE = {
  status: 'waiting',
  current_level: 1,
  total_levels: 0,
  remaining_levels: 0,
  private_or_group: 'group',
  amount: '0.00',
  outstanding_amount: '0.00',
  indebtedness: false,
  currency: 'USD',
  group: null,
  call: null,
  attendance: NO_ATTENDANCE,
};
