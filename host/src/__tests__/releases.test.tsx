// Releases in the shell: the remote screens of a new release on the next visit after a
// navigation, the "does not fit this shell" panel in place of a remote this shell cannot run.
import { fireEvent, screen, within } from '@testing-library/react';
import { refreshRemotes } from '../federation/remotes';
import { makeUser } from '../test/users';
import { remoteState } from '../test/remoteState';
import { renderApp, setupApiServer } from '../test/renderApp';

const api = setupApiServer();

function navLink(name: string) {
  return within(screen.getByLabelText('Main')).getByRole('link', { name, hidden: true });
}

describe('a release deployed while the page is open', () => {
  it('reads remotes.json again on each navigation, not at start', async () => {
    const { user } = await renderApp(api.current, {
      route: '/calls',
      user: makeUser('supervisor'),
    });
    await screen.findByText('Remote screen: calls');
    const calls = jest.mocked(refreshRemotes).mock.calls.length;

    await user.click(navLink('Profile'));
    await screen.findByRole('heading', { name: 'Contact Information' });
    expect(jest.mocked(refreshRemotes).mock.calls.length).toBe(calls + 1);
  });

  it('loads a remote not yet in the page from the release deployed at that visit', async () => {
    await renderApp(api.current, { route: '/profile', user: makeUser('supervisor') });
    // Clicks alone (a hover would load the code ahead of the visit).
    fireEvent.click(navLink('Groups'));
    expect(await screen.findByText('Remote screen: groups')).toBeInTheDocument();

    remoteState.deploy('calls', 'http://cdn.test/calls/0.2.0/mf-manifest.json');
    fireEvent.click(navLink('Calls'));
    expect(await screen.findByText('Remote screen: calls')).toBeInTheDocument();
    expect(remoteState.loadedFrom).toEqual([
      'http://groups.test/mf-manifest.json',
      'http://cdn.test/calls/0.2.0/mf-manifest.json',
    ]);
  });

  it('loads the new release on the next visit, and a revisit of the same release at once', async () => {
    const { user } = await renderApp(api.current, {
      route: '/calls',
      user: makeUser('supervisor'),
    });
    await screen.findByText('Remote screen: calls');
    await user.click(navLink('Profile'));
    await screen.findByRole('heading', { name: 'Contact Information' });

    // Read by the navigation to Profile already; Calls' code is in the page from the first visit.
    remoteState.setEntry('calls', 'http://cdn.test/calls/0.2.0/mf-manifest.json');
    fireEvent.click(navLink('Calls'));
    expect(await screen.findByText('Remote screen: calls')).toBeInTheDocument();
    expect(remoteState.moduleLoads).toEqual(['calls', 'calls']);

    await user.click(navLink('Profile'));
    await screen.findByRole('heading', { name: 'Contact Information' });
    fireEvent.click(navLink('Calls'));
    expect(screen.getByText('Remote screen: calls')).toBeInTheDocument();
    expect(remoteState.moduleLoads).toEqual(['calls', 'calls']);
  });
});

describe('a remote this shell cannot run', () => {
  it('says the release does not fit, what is missing and how to roll back, while other routes work', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    remoteState.makeIncompatible('calls');
    const { user } = await renderApp(api.current, {
      route: '/calls',
      user: makeUser('supervisor'),
    });

    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByRole('heading', {
        name: 'This release of remote-calls does not fit this shell',
      }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('remote-calls requires shared-ui ^0.6.0; this shell provides 0.5.0'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'Operators: roll it back with node scripts/deploy.mjs rollback calls. Reload when a newer shell is deployed.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await user.click(navLink('Groups'));
    expect(await screen.findByText('Remote screen: groups')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
