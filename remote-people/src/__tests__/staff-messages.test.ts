// The Staff List's failure texts (spec section 8) for real failures of the suite's HTTP client.
import { setupFailures } from 'test-support';
import {
  createUserError,
  deleteUserError,
  staffScreenError,
  updateUserError,
  usersListError,
} from '../features/staff/messages';

const failures = setupFailures();
const { http } = failures;

describe('reading users', () => {
  it.each([
    [401, 'Authentication required. Please login again.'],
    [403, 'Access denied. You do not have permission to view users.'],
    [404, 'Users endpoint not found.'],
    [502, 'Server error. Please try again later.'],
    [409, 'An unexpected error occurred while fetching users.'],
  ])('users list, status %i', async (status, message) => {
    expect(usersListError(await http(status)).message).toBe(message);
  });

  it('users list without an answer', async () => {
    expect(usersListError(await failures.network()).message).toBe(
      'Network error. Please check your internet connection.',
    );
  });
});

describe('staff screen', () => {
  it.each([
    ['load', 'Failed to load staff data. Please try again.'],
    ['update', 'Failed to update staff member. Please try again.'],
    ['delete', 'Failed to delete staff member. Please try again.'],
    ['create', 'An unexpected error occurred while creating staff member.'],
  ] as const)('%s falls back to the screen text', async (operation, message) => {
    expect(staffScreenError(await http(500), operation).message).toBe(message);
    // A server failure's own words (a stack line, a driver message) are never shown.
    expect(
      staffScreenError(await http(500, { detail: 'relation "users" ...' }), operation),
    ).toEqual({ message, fieldErrors: {} });
  });

  it('create and update 400: check the form, with the field errors', async () => {
    const failure = await http(400, { email: ['A user with this email already exists.'] });
    expect(staffScreenError(failure, 'create')).toEqual({
      message: 'Please check the form for errors.',
      fieldErrors: { email: 'A user with this email already exists.' },
    });
  });
});

describe('changing users', () => {
  it('create: a 400 keeps the field errors for the form', async () => {
    const failure = await http(400, {
      email: ['A user with this email already exists.', 'Second message.'],
      phone_number: ['Please enter a valid phone number'],
    });
    expect(createUserError(failure)).toEqual({
      message: 'Please check the form for errors.',
      fieldErrors: {
        email: 'A user with this email already exists.',
        phone_number: 'Please enter a valid phone number',
      },
    });
  });

  it.each([
    [401, 'Authentication required. Please login again.'],
    [403, 'An unexpected error occurred while creating user.'],
    [500, 'An unexpected error occurred while creating user.'],
  ])('create, status %i', async (status, message) => {
    expect(createUserError(await http(status)).message).toBe(message);
  });

  it('update: a 400 as create, with a bare detail as the second line', async () => {
    expect(
      updateUserError(await http(400, { detail: 'You cannot change your own role.' })),
    ).toEqual({
      message: 'Please check the form for errors.',
      detail: 'You cannot change your own role.',
      fieldErrors: {},
    });
  });

  it.each([
    [401, 'Authentication required. Please login again.'],
    [404, 'User not found.'],
    [500, 'An unexpected error occurred while updating user.'],
  ])('update, status %i', async (status, message) => {
    expect(updateUserError(await http(status)).message).toBe(message);
  });

  it.each([
    [401, 'Authentication required. Please login again.'],
    [403, 'Access denied. You do not have permission to delete this user.'],
    [404, 'User not found.'],
    [500, 'An unexpected error occurred while deleting user.'],
  ])('delete, status %i', async (status, message) => {
    expect(deleteUserError(await http(status)).message).toBe(message);
  });

  it('create, update and delete without an answer fall back', async () => {
    const failure = await failures.network();
    expect(createUserError(failure).message).toBe(
      'An unexpected error occurred while creating user.',
    );
    expect(updateUserError(failure).message).toBe(
      'An unexpected error occurred while updating user.',
    );
    expect(deleteUserError(failure).message).toBe(
      'An unexpected error occurred while deleting user.',
    );
  });
});
