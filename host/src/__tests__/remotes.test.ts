import { registerRemotes } from '@module-federation/enhanced/runtime';

// The shell's tests stand this module in with federation/__mocks__; here it is the real one, over
// a stand-in for the Module Federation runtime.
const { isRemoteConfigured, registerRemoteManifests } =
  jest.requireActual<typeof import('../federation/remotes')>('../federation/remotes');

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

describe('registerRemoteManifests', () => {
  it('registers each listed remote by its manifest URL and remembers which are listed', () => {
    registerRemoteManifests({ student: 'http://cdn.test/student/mf-manifest.json' });

    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'student', entry: 'http://cdn.test/student/mf-manifest.json' }],
      { force: true },
    );
    expect(isRemoteConfigured('student')).toBe(true);
    expect(isRemoteConfigured('people')).toBe(false);
  });

  it('follows a new remotes.json', () => {
    registerRemoteManifests({ student: 'http://a.test/mf-manifest.json' });
    registerRemoteManifests({ people: 'http://b.test/mf-manifest.json' });
    expect(isRemoteConfigured('people')).toBe(true);
    expect(isRemoteConfigured('student')).toBe(false);
  });
});
