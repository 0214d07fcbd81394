import type { Role, User } from 'shared-domain';

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: 42,
    email: `${role}@linguadesk.test`,
    username: `${role}_user`,
    first_name: 'Mona',
    middle_name: '',
    last_name: 'Fathy',
    full_name: 'Mona Fathy',
    phone_number: '+201001234567',
    gender: 'female',
    nationality: 'Egyptian',
    role,
    is_active: true,
    is_verified: true,
    created_at: '2024-01-05T10:30:00.000Z',
    updated_at: '2024-03-09T16:45:00.000Z',
    ...overrides,
  };
}
