import { getInstance } from '@module-federation/enhanced/runtime';
import {
  buildVersionOf,
  contractProblems,
  requirementsOf,
  shellProvides,
} from '../federation/compatibility';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
}));

const manifest = {
  metaData: { buildInfo: { buildVersion: '0.2.0-abc1234' } },
  shared: [
    { name: 'shared-ui', version: '0.6.0', requiredVersion: '^0.6.0' },
    { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
    { name: 'react-hook-form', version: '7.0.0', requiredVersion: '^7.0.0' },
  ],
};

describe("a remote's requirements", () => {
  it('are the shared singletons of its manifest, with their ranges', () => {
    expect(requirementsOf(manifest)).toEqual({ 'shared-ui': '^0.6.0', react: '19.3.1' });
    expect(requirementsOf({ shared: 'broken' })).toEqual({});
    expect(requirementsOf(null)).toEqual({});
  });

  it('name the release it comes from', () => {
    expect(buildVersionOf(manifest)).toBe('0.2.0-abc1234');
    expect(buildVersionOf({ metaData: {} })).toBeNull();
  });

  it('each unmet one is a problem with both versions', () => {
    expect(
      contractProblems(
        { 'shared-ui': '^0.6.0', react: '19.3.1', zustand: '5.1.0' },
        { 'shared-ui': '0.5.0', react: '19.3.1' },
      ),
    ).toEqual([
      { name: 'shared-ui', required: '^0.6.0', provided: '0.5.0' },
      { name: 'zustand', required: '5.1.0', provided: null },
    ]);
    expect(contractProblems({ 'shared-ui': '^0.5.0' }, { 'shared-ui': '0.5.2' })).toEqual([]);
  });

  it("hold a library's pinned version to its major, so a patched shell runs remotes built before", () => {
    const built = { react: '19.3.1', zustand: '5.1.0', 'shared-ui': '^0.6.0' };
    expect(
      contractProblems(built, { react: '19.3.2', zustand: '5.2.0', 'shared-ui': '0.6.1' }),
    ).toEqual([]);
    expect(
      contractProblems(built, { react: '20.0.0', zustand: '5.1.0', 'shared-ui': '0.6.0' }),
    ).toEqual([{ name: 'react', required: '19.3.1', provided: '20.0.0' }]);
    expect(contractProblems({ react: '19.4.0' }, { react: '19.3.2' })).toEqual([
      { name: 'react', required: '19.4.0', provided: '19.3.2' },
    ]);
    // Our own packages are held to what they declare.
    expect(contractProblems({ 'shared-ui': '0.6.0' }, { 'shared-ui': '0.6.1' })).toEqual([
      { name: 'shared-ui', required: '0.6.0', provided: '0.6.1' },
    ]);
  });
});

describe("shared-ui's keys", () => {
  it('are each a requirement, and a version problem of them all is said once', () => {
    expect(
      requirementsOf({
        shared: [
          { name: 'shared-ui/lists', version: '0.6.0', requiredVersion: '^0.6.0' },
          { name: 'shared-ui/forms', version: '0.6.0', requiredVersion: '^0.6.0' },
        ],
      }),
    ).toEqual({ 'shared-ui/lists': '^0.6.0', 'shared-ui/forms': '^0.6.0' });
    const requires = { 'shared-ui': '^0.7.0', 'shared-ui/lists': '^0.7.0' };
    expect(
      contractProblems(requires, { 'shared-ui': '0.6.0', 'shared-ui/lists': '0.6.0' }),
    ).toEqual([{ name: 'shared-ui', required: '^0.7.0', provided: '0.6.0' }]);
    // A key the shell does not provide: the remote would load its own, with its own Chakra.
    expect(contractProblems(requires, { 'shared-ui': '0.7.0' })).toEqual([
      { name: 'shared-ui/lists', required: '^0.7.0', provided: null },
    ]);
  });
});

describe("shared-domain's keys", () => {
  it('are no requirement: a remote needing a newer shared-domain brings its own copy', () => {
    expect(
      requirementsOf({
        shared: [
          { name: 'shared-domain', version: '0.6.0', requiredVersion: '^0.6.0' },
          { name: 'shared-domain/people', version: '0.6.0', requiredVersion: '^0.6.0' },
          { name: 'shared-ui', version: '0.7.2', requiredVersion: '^0.7.2' },
        ],
      }),
    ).toEqual({ 'shared-ui': '^0.7.2' });
  });
});

describe("the shell's versions", () => {
  it('are those it registered itself, not a remote', () => {
    jest.mocked(getInstance).mockReturnValue({
      name: 'host',
      options: {
        shared: {
          'shared-ui': [
            { from: 'groups', version: '0.6.0' },
            { from: 'host', version: '0.5.0' },
          ],
          'shared-ui/lists': [{ from: 'host', version: '0.5.0' }],
          react: [{ from: 'host', version: '19.3.1' }],
          'react-hook-form': [{ from: 'host', version: '7.0.0' }],
        },
      },
    } as unknown as ReturnType<typeof getInstance>);
    expect(shellProvides()).toEqual({
      'shared-ui': '0.5.0',
      'shared-ui/lists': '0.5.0',
      react: '19.3.1',
    });
  });

  it('are unknown outside a federated page', () => {
    jest.mocked(getInstance).mockReturnValue(null);
    expect(shellProvides()).toBeNull();
  });
});
