// The Groups screens' failure texts (spec section 8) for real failures of the suite's HTTP client.
import { setupFailures } from 'test-support';
import { groupReadError } from '../features/group-data';
import { groupError } from '../features/groups/messages';

const failures = setupFailures();
const { http } = failures;

describe('groups', () => {
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
    expect(groupError(await failures.network(), 'fetch').message).toBe('Failed to fetch groups');
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

  it('a 400 with field errors adds the "Validation errors: ..." line', async () => {
    const failure = await http(400, { hours: ['Ann Lee already teaches sat/tue 4 PM - 6 PM'] });
    expect(groupError(failure, 'create')).toEqual({
      message: 'Failed to create group',
      detail: 'Validation errors: hours: Ann Lee already teaches sat/tue 4 PM - 6 PM',
      fieldErrors: { hours: 'Ann Lee already teaches sat/tue 4 PM - 6 PM' },
    });
  });
});

describe("a group's pages", () => {
  it('name the group when it is not found, and the load otherwise', async () => {
    expect(groupReadError(await http(404), 'loading attendance').message).toBe(
      'Group not found. It may have been deleted.',
    );
    expect(groupReadError(await http(500), 'loading attendance').message).toBe(
      'Server error occurred while loading attendance. Please try again later.',
    );
  });
});
