// The people the group, call and student-profile tests assign and enrol, named so that the names
// and phones the rows show can be checked.
import type { FastifyInstance } from 'fastify';
import type { Role } from 'shared-domain';
import { NO_ATTENDANCE, makeUser } from 'shared-domain/factory';
import { createUser } from './app';

/** The centre's person of `role` (shared-domain/factory's), under a fresh id and e-mail. */
function createPerson(app: FastifyInstance, role: Role, phoneNumber?: string) {
  const { first_name, last_name } = makeUser(role);
  return createUser(app, { role, firstName: first_name, lastName: last_name, phoneNumber });
}

export async function createStaff(app: FastifyInstance) {
  const instructor = await createPerson(app, 'instructor');
  const supervisor = await createPerson(app, 'supervisor');
  const manager = await createPerson(app, 'account_manager');
  return { instructor, supervisor, manager };
}

/** An instructor assigned to nothing: what they may not read is what the staff above may. */
export function createOtherInstructor(app: FastifyInstance) {
  return createUser(app, { role: 'instructor', firstName: 'Hany', lastName: 'Fouad' });
}

/** The student the group, call and profile rows list, with a phone number managers see. */
export function createSara(app: FastifyInstance) {
  return createPerson(app, 'student', '+201001112223');
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
