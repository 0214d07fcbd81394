// The dashboard's failure texts (spec section 8) for real failures of the suite's HTTP client.
import { setupFailures } from 'test-support';
import { studentDashboardError } from '../features/dashboard/messages';

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
