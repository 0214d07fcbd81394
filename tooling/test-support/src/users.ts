// The signed-in users of the remotes' tests: one person of the centre per role (the names the
// fixtures' groups, calls and profiles refer to), as GET /api/me/ returns them.
import type { Paginated, Role, StaffRole, User } from 'shared-domain';

type Person = Pick<User, 'id' | 'username' | 'first_name' | 'last_name' | 'gender' | 'email'>;

const PEOPLE: Record<Role, Person> = {
  operations_manager: {
    id: 1,
    username: 'mona_fathy',
    first_name: 'Mona',
    last_name: 'Fathy',
    gender: 'female',
    email: 'ops@linguadesk.test',
  },
  account_manager: {
    id: 2,
    username: 'karim_nasser',
    first_name: 'Karim',
    last_name: 'Nasser',
    gender: 'male',
    email: 'am@linguadesk.test',
  },
  supervisor: {
    id: 3,
    username: 'dina_saleh',
    first_name: 'Dina',
    last_name: 'Saleh',
    gender: 'female',
    email: 'supervisor@linguadesk.test',
  },
  instructor: {
    id: 4,
    username: 'omar_khalil',
    first_name: 'Omar',
    last_name: 'Khalil',
    gender: 'male',
    email: 'instructor@linguadesk.test',
  },
  student: {
    id: 14,
    username: 'sara_hassan',
    first_name: 'Sara',
    last_name: 'Hassan',
    gender: 'female',
    email: 'student@linguadesk.test',
  },
};

/** The centre's person of `role`, with `overrides` applied last. */
export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  const person = PEOPLE[role];
  return {
    ...person,
    middle_name: '',
    full_name: `${person.first_name} ${person.last_name}`,
    phone_number: `+20100000000${person.id % 10}`,
    nationality: 'Egyptian',
    role,
    is_active: true,
    is_verified: true,
    created_at: '2024-01-05T10:00:00.000Z',
    updated_at: '2024-02-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A staff member of `role` (the operations manager by default). */
export function makeStaffUser(
  role: StaffRole = 'operations_manager',
  overrides: Partial<User> = {},
) {
  return makeUser(role, overrides);
}

/** One page of a list answer holding `results` (`count` for a longer list). */
export function page<T>(results: T[], count = results.length): Paginated<T> {
  return { count, next: null, previous: null, results };
}
