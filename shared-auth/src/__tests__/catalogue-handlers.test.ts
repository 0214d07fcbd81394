import { configureApi, fetchProfile, readFailure, TOKEN_STORAGE_KEY } from '../index';
import { resourceActionError, serverDetailOr } from '../handlers';
import { makeUser, startFakeApi } from './support/fake-api';
import { setupFailures } from './support/failures';

const failures = setupFailures();
const { http } = failures;
const expired = 'Your session has expired. Please login again.';
const server = 'Server error. Please try again later.';
const unableToConnect = 'Unable to connect to server. Please check your internet connection.';

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

  it('a resource with a name of its own says so when it is not found', async () => {
    const notFound = 'Group not found. It may have been deleted.';
    expect(resourceActionError(await http(404), 'loading group', { notFound }).message).toBe(
      notFound,
    );
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

describe('the server detail, else the screen text', () => {
  it('reads `detail`, then `error`, else the generic text', async () => {
    expect(serverDetailOr(await http(403, { detail: 'Not yours.' }), 'Failed').message).toBe(
      'Not yours.',
    );
    expect(serverDetailOr(await http(400, { error: 'level is required' }), 'Failed').message).toBe(
      'level is required',
    );
    expect(serverDetailOr(await failures.network(), 'Failed to fetch').message).toBe(
      'Failed to fetch',
    );
  });

  it('adds a 400\'s field errors as the "Validation errors: ..." line', async () => {
    const failure = await http(400, { hours: ['Ann Lee already teaches sat/tue 4 PM - 6 PM'] });
    expect(serverDetailOr(failure, 'Failed to create group')).toEqual({
      message: 'Failed to create group',
      detail: 'Validation errors: hours: Ann Lee already teaches sat/tue 4 PM - 6 PM',
      fieldErrors: { hours: 'Ann Lee already teaches sat/tue 4 PM - 6 PM' },
    });
  });
});

describe('a failed read', () => {
  const texts = { forbidden: 'No entry.', notFound: 'Nothing there.', fallback: 'Could not read.' };

  it.each([
    [401, 'Authentication required. Please login again.'],
    [403, 'No entry.'],
    [404, 'Nothing there.'],
    [500, server],
    [418, 'Could not read.'],
  ])('status %i', async (status, message) => {
    expect(readFailure(await http(status), texts).message).toBe(message);
  });

  it('without an answer', async () => {
    expect(readFailure(await failures.network(), texts).message).toBe(
      'Network error. Please check your internet connection.',
    );
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
