// The Student List's failure texts (spec section 8) for real failures of the suite's HTTP client.
import { setupFailures } from 'test-support';
import {
  studentCreateError,
  studentDeleteError,
  studentListError,
  studentUpdateError,
} from '../features/students/messages';

const failures = setupFailures();
const { http } = failures;

const expired = 'Your session has expired. Please login again.';
const server = 'Server error. Please try again later.';
const unableToConnect = 'Unable to connect to server. Please check your internet connection.';

describe('student list screen', () => {
  it.each([
    [401, expired],
    [403, 'Access denied. You do not have permission to view students.'],
    [404, 'Student data not found.'],
    [500, server],
    [418, 'Failed to load student data. Please try again.'],
  ])('list, status %i', async (status, message) => {
    expect(studentListError(await http(status)).message).toBe(message);
  });

  it.each([
    [401, expired],
    [403, 'Access denied. You do not have permission to update students.'],
    [404, 'Student not found. It may have been deleted.'],
    [500, server],
    [418, 'Failed to update student. Please try again.'],
  ])('update, status %i', async (status, message) => {
    expect(studentUpdateError(await http(status)).message).toBe(message);
  });

  it('update 400: every field error joined as "field: message | ..."', async () => {
    const failure = await http(400, {
      outstanding_amount: ['Outstanding amount cannot be greater than total amount'],
      group_id: ['This group is full.', 'Choose another group.'],
    });
    expect(studentUpdateError(failure)).toEqual({
      message: 'Validation errors occurred. Please check your input.',
      detail:
        'outstanding_amount: Outstanding amount cannot be greater than total amount | group_id: This group is full., Choose another group.',
      fieldErrors: {
        outstanding_amount: 'Outstanding amount cannot be greater than total amount',
        group_id: 'This group is full.',
      },
    });
    expect(studentUpdateError(await http(400, { detail: 'No data provided for update' }))).toEqual({
      message: 'Validation errors occurred. Please check your input.',
      detail: 'No data provided for update',
      fieldErrors: {},
    });
  });

  it.each([
    [401, expired],
    [403, 'Access denied. You do not have permission to delete students.'],
    [404, 'Student not found. It may have already been deleted.'],
    [503, server],
    [418, 'Failed to delete student. Please try again.'],
  ])('delete, status %i', async (status, message) => {
    expect(studentDeleteError(await http(status)).message).toBe(message);
  });

  it('list, update and delete without an answer', async () => {
    const failure = await failures.network();
    for (const errorOf of [studentListError, studentUpdateError, studentDeleteError]) {
      expect(errorOf(failure).message).toBe(unableToConnect);
    }
  });

  it('create: 400, other statuses, no answer and a bug', async () => {
    const invalid = await http(400, {
      detail: 'Missing required fields: email, username',
      email: ['This field is required'],
    });
    expect(studentCreateError(invalid)).toEqual({
      message: 'Please check your input data and try again.',
      detail: 'Missing required fields: email, username',
      fieldErrors: { email: 'This field is required' },
    });
    expect(studentCreateError(await http(500)).message).toBe(
      'Failed to create student. Please try again.',
    );
    expect(studentCreateError(await http(403)).message).toBe(
      'Failed to create student. Please try again.',
    );
    expect(studentCreateError(await http(401)).message).toBe(expired);
    expect(studentCreateError(await failures.network()).message).toBe(unableToConnect);
    expect(studentCreateError(failures.unexpected()).message).toBe(
      'An unexpected error occurred while creating student.',
    );
  });
});
