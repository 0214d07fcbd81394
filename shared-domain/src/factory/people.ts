// The centre's people: one person per role, the demo log-ins of README.md, as GET /api/me/ answers
// them. The tests sign in as them, the mock centre's rows name them and the API's demo seed creates
// them (with ids of its own).
import type { Paginated, Role, StaffRole, User } from 'shared-domain';

/** Every demo account's password. */
export const DEMO_PASSWORD = 'Demo1234';

type Person = Pick<User, 'id' | 'username' | 'first_name' | 'last_name' | 'gender' | 'email'> & {
  role: Role;
};

/** The demo log-ins, in README.md's order. */
export const DEMO_PEOPLE = [
  {
    id: 1,
    role: 'operations_manager',
    username: 'mona_fathy',
    first_name: 'Mona',
    last_name: 'Fathy',
    gender: 'female',
    email: 'ops@linguadesk.test',
  },
  {
    id: 2,
    role: 'account_manager',
    username: 'karim_nasser',
    first_name: 'Karim',
    last_name: 'Nasser',
    gender: 'male',
    email: 'am@linguadesk.test',
  },
  {
    id: 3,
    role: 'supervisor',
    username: 'dina_saleh',
    first_name: 'Dina',
    last_name: 'Saleh',
    gender: 'female',
    email: 'supervisor@linguadesk.test',
  },
  {
    id: 4,
    role: 'instructor',
    username: 'omar_khalil',
    first_name: 'Omar',
    last_name: 'Khalil',
    gender: 'male',
    email: 'instructor@linguadesk.test',
  },
  {
    id: 14,
    role: 'student',
    username: 'sara_hassan',
    first_name: 'Sara',
    last_name: 'Hassan',
    gender: 'female',
    email: 'student@linguadesk.test',
  },
] as const satisfies readonly Person[];

/** The centre's person of `role`, with `overrides` applied last. */
/** The centre's instructor, supervisor and account manager as a group or a call names them. */
export const ASSIGNED_STAFF = {
  instructor: 4,
  instructor_name: 'Omar Khalil',
  supervisor: 3,
  supervisor_name: 'Dina Saleh',
  account_manager: 2,
  account_manager_name: 'Karim Nasser',
};

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  const { role: _role, ...person } = DEMO_PEOPLE.find((one) => one.role === role)!;
  const first = overrides.first_name ?? person.first_name;
  const last = overrides.last_name ?? person.last_name;
  return {
    ...person,
    middle_name: '',
    full_name: `${first} ${last}`,
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
): User {
  return makeUser(role, overrides);
}

/** One page of a list answer holding `results` (`count` for a longer list). */
export function page<T>(results: T[], count = results.length): Paginated<T> {
  return { count, next: null, previous: null, results };
}
