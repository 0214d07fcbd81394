// The factory's builders: the centre's person of each role, profiles around them, overrides last.
import { makeStaffUser, makeStudentProfile, makeUser, page } from '../factory';

it('builds the operations manager by default, with a full name from the parts', () => {
  const user = makeStaffUser();

  expect(user).toMatchObject({ id: 1, role: 'operations_manager', full_name: 'Mona Fathy' });
});

it('gives each role its own person and id, and applies overrides last', () => {
  const ids = (['account_manager', 'supervisor', 'instructor', 'student'] as const).map(
    (role) => makeUser(role).id,
  );
  expect(new Set(ids).size).toBe(4);
  expect(makeUser('instructor', { id: 9, phone_number: null })).toMatchObject({
    id: 9,
    role: 'instructor',
    full_name: 'Omar Khalil',
    phone_number: null,
  });
});

it('pages a list with its total count', () => {
  expect(page(['a', 'b'], 12)).toEqual({
    count: 12,
    next: null,
    previous: null,
    results: ['a', 'b'],
  });
  expect(page([]).count).toBe(0);
});

it("builds a student's profile around the given student, overrides last", () => {
  const student = makeUser('student', { id: 30, full_name: 'Nour Adel' });
  const profile = makeStudentProfile(student, { private_or_group: 'private' });

  expect(profile).toMatchObject({ id: 30, private_or_group: 'private', current_level: 5 });
  expect(profile.user).toMatchObject({ id: 30, full_name: 'Nour Adel', email: student.email });
  expect(makeStudentProfile().user.full_name).toBe('Sara Hassan');
});
