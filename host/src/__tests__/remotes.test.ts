import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// The shell's tests stand this module in with federation/__mocks__; here it is the real one, over
// a stand-in for the Module Federation runtime.
const { loadRouteModule, registerRemoteManifests } =
  jest.requireActual<typeof import('../federation/remotes')>('../federation/remotes');

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

describe('registerRemoteManifests', () => {
  it('registers each listed remote by its manifest URL', () => {
    registerRemoteManifests({ student: 'http://cdn.test/student/mf-manifest.json' });

    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'student', entry: 'http://cdn.test/student/mf-manifest.json' }],
      { force: true },
    );
  });
});

describe('loadRouteModule', () => {
  it("loads a manifest route's exposed module from its remote", async () => {
    const Screen = () => null;
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: Screen });
    await expect(
      loadRouteModule({ remote: 'people', module: './Students', id: 'students' }),
    ).resolves.toEqual({ default: Screen });
    expect(loadRemote).toHaveBeenCalledWith('people/Students');
  });

  it('fails when the remote has no such module, so the route shows its Retry panel', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce(null);
    await expect(
      loadRouteModule({ remote: 'people', module: './Reports', id: 'reports' }),
    ).rejects.toThrow('Remote "people" did not provide "Reports"');
  });
});
