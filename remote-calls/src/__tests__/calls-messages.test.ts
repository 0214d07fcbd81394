// The Calls screen's failure texts (spec section 8) for real failures of the suite's HTTP client.
import { setupFailures } from 'test-support';
import { callError, staffLookupError } from '../features/calls/messages';

const failures = setupFailures();
const { http } = failures;

describe('calls', () => {
  it('the detail field, else the generic text of the operation', async () => {
    expect(
      callError(
        await http(403, { detail: 'You do not have permission to perform this action.' }),
        'create',
      ).message,
    ).toBe('You do not have permission to perform this action.');
    expect(callError(await failures.network(), 'fetch').message).toBe('Failed to fetch calls');
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
    const failure = await http(400, { time: ['Omar Khalil already has a call at 2:30 PM'] });
    expect(callError(failure, 'create')).toEqual({
      message: 'Failed to create call',
      detail: 'Validation errors: time: Omar Khalil already has a call at 2:30 PM',
      fieldErrors: { time: 'Omar Khalil already has a call at 2:30 PM' },
    });
  });
});

describe('the staff lookup of the call form', () => {
  it.each([
    [401, 'Authentication required. Please login again.'],
    [403, 'Access denied. You do not have permission to view staff members.'],
    [404, 'Staff endpoint not found.'],
    [500, 'Server error. Please try again later.'],
    [400, 'An unexpected error occurred while fetching staff members.'],
  ])('status %i', async (status, message) => {
    expect(staffLookupError(await http(status)).message).toBe(message);
  });
});
