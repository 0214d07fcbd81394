// The schedule's failure texts (spec section 8) for real failures of the suite's HTTP client.
import { setupFailures } from 'test-support';
import { scheduleError } from '../features/schedule/messages';

const failures = setupFailures();
const { http } = failures;

const server = 'Server error. Please try again later.';

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
