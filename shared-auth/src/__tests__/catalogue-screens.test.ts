import {
  callError,
  configureApi,
  fetchProfile,
  groupError,
  resourceActionError,
  scheduleError,
  staffScreenError,
  studentCreateError,
  studentDashboardError,
  studentDeleteError,
  studentListError,
  studentUpdateError,
  TOKEN_STORAGE_KEY,
} from '../index';
import { makeUser, startFakeApi } from './support/fake-api';
import { setupFailures } from './support/failures';

const failures = setupFailures();
const { http } = failures;
const expired = 'Your session has expired. Please login again.';
const server = 'Server error. Please try again later.';
const unableToConnect = 'Unable to connect to server. Please check your internet connection.';

describe('student dashboard', () => {
  it.each([
    [404, undefined, 'Student profile not found. Please contact support to set up your profile.'],
    [401, undefined, expired],
    [403, undefined, 'Access denied. You do not have permission to view this profile.'],
    [500, { detail: 'Server error.' }, server],
    [409, { detail: 'Profile is being moved.' }, 'Profile is being moved.'],
    [409, undefined, 'Failed to load student profile'],
  ])('status %i', async (status, body, message) => {
    expect(studentDashboardError(await http(status, body)).message).toBe(message);
  });

  it('no answer, and otherwise', async () => {
    expect(studentDashboardError(await failures.network()).message).toBe(unableToConnect);
    expect(studentDashboardError(failures.unexpected()).message).toBe(
      'An unexpected error occurred while loading your profile.',
    );
  });
});

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

describe('evaluations, attendance and group helpers', () => {
  const action = 'updating evaluation';

  it("400 with field errors: each field's messages joined by commas", async () => {
    const failure = await http(400, {
      oral: ['Oral score must be between 0 and 50'],
      tasks: ['Tasks score must be between 0 and 10', 'A valid integer is required.'],
    });
    expect(resourceActionError(failure, action)).toEqual({
      message: 'Validation errors occurred. Please check your input.',
      detail:
        'oral: Oral score must be between 0 and 50; tasks: Tasks score must be between 0 and 10, A valid integer is required.',
      fieldErrors: {
        oral: 'Oral score must be between 0 and 50',
        tasks: 'Tasks score must be between 0 and 10',
      },
    });
  });

  it.each([
    [
      400,
      undefined,
      'Invalid data provided while updating evaluation. Please check your input and try again.',
    ],
    [401, undefined, expired],
    [403, undefined, 'Access denied. You do not have permission for this action.'],
    [404, undefined, 'Resource not found. It may have been deleted.'],
    [500, undefined, 'Server error occurred while updating evaluation. Please try again later.'],
    [409, { detail: 'Record is locked.' }, 'Error updating evaluation: Record is locked.'],
    [409, undefined, 'Error updating evaluation: Unknown error'],
  ])('status %i', async (status, body, message) => {
    expect(resourceActionError(await http(status, body), action).message).toBe(message);
  });

  it('group calls name the group when it is not found', async () => {
    expect(
      resourceActionError(await http(404), 'loading group', { resource: 'group' }).message,
    ).toBe('Group not found. It may have been deleted.');
  });

  it('no answer, and otherwise', async () => {
    expect(resourceActionError(await failures.network(), 'saving attendance').message).toBe(
      unableToConnect,
    );
    expect(resourceActionError(failures.unexpected(), 'saving attendance').message).toBe(
      'An unexpected error occurred while saving attendance. Please try again.',
    );
  });
});

describe('groups and calls', () => {
  it('the detail field, else the generic text of the operation', async () => {
    expect(
      groupError(
        await http(403, { detail: 'You do not have permission to perform this action.' }),
        'create',
      ).message,
    ).toBe('You do not have permission to perform this action.');
    expect(
      groupError(await http(400, { error: 'current_level is required' }), 'updateLevel').message,
    ).toBe('current_level is required');
    expect(callError(await failures.network(), 'fetch').message).toBe('Failed to fetch calls');
  });

  it.each([
    ['fetch', 'Failed to fetch groups'],
    ['load', 'Failed to load groups'],
    ['create', 'Failed to create group'],
    ['update', 'Failed to update group'],
    ['delete', 'Failed to delete group'],
    ['updateLevel', 'Failed to update group level'],
  ] as const)('group %s', async (operation, message) => {
    expect(groupError(await http(500), operation).message).toBe(message);
  });

  it.each([
    ['fetch', 'Failed to fetch calls'],
    ['load', 'Failed to load calls'],
    ['create', 'Failed to create call'],
    ['update', 'Failed to update call'],
    ['delete', 'Failed to delete call'],
  ] as const)('call %s', async (operation, message) => {
    expect(callError(await http(500), operation).message).toBe(message);
  });

  it('a 400 with field errors adds the "Validation errors: ..." line', async () => {
    const failure = await http(400, { hours: ['Ann Lee already teaches sat/tue 4 PM - 6 PM'] });
    expect(groupError(failure, 'create')).toEqual({
      message: 'Failed to create group',
      detail: 'Validation errors: hours: Ann Lee already teaches sat/tue 4 PM - 6 PM',
      fieldErrors: { hours: 'Ann Lee already teaches sat/tue 4 PM - 6 PM' },
    });
  });
});

describe('schedule', () => {
  it.each([
    [401, 'Authentication required. Please login again.'],
    [403, 'Access denied. You do not have permission to view the schedule.'],
    [404, 'Schedule endpoint not found.'],
    [500, server],
    [418, 'An unexpected error occurred while fetching schedule.'],
  ])('status %i', async (status, message) => {
    expect(scheduleError(await http(status)).message).toBe(message);
  });

  it('network', async () => {
    expect(scheduleError(await failures.network()).message).toBe(
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
  });

  it('create and update 400: check the form, with the field errors', async () => {
    const failure = await http(400, { email: ['A user with this email already exists.'] });
    expect(staffScreenError(failure, 'create')).toEqual({
      message: 'Please check the form for errors.',
      fieldErrors: { email: 'A user with this email already exists.' },
    });
  });
});

describe('fetchProfile', () => {
  it('reports success with the user, or failure with its own message', async () => {
    const api = await startFakeApi();
    try {
      configureApi({ baseUrl: api.url });
      const user = makeUser();
      api.tokens.set('good', user);
      window.localStorage.setItem(TOKEN_STORAGE_KEY, 'good');
      expect(await fetchProfile()).toEqual({ success: true, data: user, message: '' });

      window.localStorage.setItem(TOKEN_STORAGE_KEY, 'bad');
      expect(await fetchProfile()).toEqual({
        success: false,
        data: null,
        message: 'Authentication required. Please login again.',
      });
    } finally {
      window.localStorage.clear();
      await api.close();
    }
  });
});
