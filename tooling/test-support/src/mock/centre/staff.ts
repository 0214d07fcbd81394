// The centre's staff (GET, POST, PATCH and DELETE /api/users/): the API's checks of a taken e-mail
// or username, and of the demo account changing its own role, deactivating or deleting itself. A
// removed staff member leaves the groups and calls they had, as the database empties those ids.
import { API_MESSAGES, type User } from 'shared-domain';
import { makeUser } from 'shared-domain/factory';
import { createStaffSchema, updateUserSchema } from 'shared-domain/schemas';
import type { Answer, FakeApi } from '../../fake-api';
import { serveStaff } from '../staff';
import { type Centre, now } from './state';

/** Everyone with an account: the staff and the students. */
const people = (centre: Centre): User[] => [
  ...centre.staff,
  ...centre.students.map((student) => student.user as User),
];

/** A user already holding this e-mail or username: the API's 400, else null. */
export function taken(
  centre: Centre,
  input: { email?: string; username?: string },
  self?: number,
): Answer | null {
  const others = people(centre).filter((person) => person.id !== self);
  const email = input.email !== undefined && others.some((p) => p.email === input.email);
  const username =
    input.username !== undefined && others.some((p) => p.username === input.username);
  if (!email && !username) return null;
  return {
    status: 400,
    body: {
      ...(email ? { email: [API_MESSAGES.duplicateEmail] } : {}),
      ...(username ? { username: [API_MESSAGES.duplicateUsername] } : {}),
    },
  };
}

/** The next user id: accounts of staff and students share the users table. */
export const nextUserId = (centre: Centre, from = 1) =>
  Math.max(from, ...people(centre).map((person) => person.id + 1));

type Named = Pick<User, 'first_name' | 'middle_name' | 'last_name'>;
export const fullName = (user: Named) =>
  [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(' ');

export function serveCentreStaff(api: FakeApi, centre: Centre): void {
  const { me } = centre;
  serveStaff(api, centre.staff, {
    create: {
      schema: createStaffSchema,
      build: (input, id): User | Answer => {
        const { password: _password, ...fields } = input;
        return (
          taken(centre, input) ??
          makeUser(input.role, {
            ...fields,
            id: nextUserId(centre, id),
            full_name: fullName(input),
            is_verified: false,
            created_at: now(),
            updated_at: now(),
          })
        );
      },
    },
    update: {
      schema: updateUserSchema,
      apply: (user, input): User | Answer => {
        if (user.id === me.id && input.role !== undefined && input.role !== user.role)
          return { status: 400, body: { detail: 'You cannot change your own role.' } };
        if (user.id === me.id && input.is_active === false)
          return { status: 400, body: { detail: 'You cannot deactivate your own account.' } };
        const next = { ...user, ...input, updated_at: now() };
        return taken(centre, input, user.id) ?? { ...next, full_name: fullName(next) };
      },
    },
    remove: (user) => {
      if (user.id === me.id)
        return { status: 400, body: { detail: 'You cannot delete your own account.' } };
      for (const row of [...centre.groups, ...centre.calls])
        for (const field of ['instructor', 'supervisor', 'account_manager'] as const)
          if (row[field] === user.id) row[field] = null;
    },
  });
}
