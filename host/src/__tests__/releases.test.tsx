// Releases in the shell: the remote screens of a new release on the next visit after a
// navigation, the "does not fit this shell" panel in place of a remote this shell cannot run.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { refreshRemotes } from '../federation/remotes';
import { makeUser } from '../test/users';
import { remoteState } from '../test/remoteState';
import { remoteManifests, renderApp, setupApiServer } from '../test/renderApp';

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

const release = (version: string) => `http://cdn.test/calls/${version}/mf-manifest.json`;

/** Hovers the link, then clicks it, as a pointer does. */
async function hoverAndClick(name: string) {
  const link = navLink(name);
  fireEvent.mouseEnter(link);
  // The hover's prefetch has started loading (after its read of remotes.json).
  await waitFor(() => expect(remoteState.prefetchLoadsFrom.length).toBeGreaterThan(0));
  fireEvent.click(link);
}

describe('the next visit to a remote after a deploy', () => {
  it('starting with a hover, loads and names the release deployed since the last read', async () => {
    remoteState.setEntry('calls', release('ft2'));
    await renderApp(api.current, { route: '/profile', user: makeUser('supervisor') });
    await screen.findByRole('heading', { name: 'Contact Information' });

    remoteState.deploy('calls', release('ft1'));
    await hoverAndClick('Calls');
    expect(await screen.findByText('Remote screen: calls')).toBeInTheDocument();
    expect(screen.getByText('remote-calls ft1')).toBeInTheDocument();
    expect(new Set(remoteState.prefetchLoadsFrom)).toEqual(new Set([release('ft1')]));
    expect(new Set(remoteState.loadedFrom)).toEqual(new Set([release('ft1')]));
  });

  it('shows a rolled-back release on the first visit after the rollback', async () => {
    remoteState.setEntry('calls', release('a'));
    const { user } = await renderApp(api.current, {
      route: '/calls',
      user: makeUser('supervisor'),
    });
    expect(await screen.findByText('remote-calls a')).toBeInTheDocument();

    remoteState.deploy('calls', release('b'));
    await user.click(navLink('Profile'));
    await screen.findByRole('heading', { name: 'Contact Information' });
    await hoverAndClick('Calls');
    expect(await screen.findByText('remote-calls b')).toBeInTheDocument();

    remoteState.deploy('calls', release('a'));
    await user.click(navLink('Profile'));
    await screen.findByRole('heading', { name: 'Contact Information' });
    await hoverAndClick('Calls');
    expect(await screen.findByText('remote-calls a')).toBeInTheDocument();
    expect(screen.queryByText('remote-calls b')).not.toBeInTheDocument();
  });

  it('replaces a forced release this shell cannot run with the good one deployed after it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    remoteState.makeIncompatible('calls', release('forced'));
    const { user } = await renderApp(api.current, {
      route: '/profile',
      user: makeUser('supervisor'),
    });
    await screen.findByRole('heading', { name: 'Contact Information' });

    remoteState.deploy('calls', release('forced'));
    await hoverAndClick('Calls');
    expect(
      await screen.findByRole('heading', {
        name: 'This release of remote-calls does not fit this shell',
      }),
    ).toBeInTheDocument();

    await user.click(navLink('Profile'));
    await screen.findByRole('heading', { name: 'Contact Information' });
    remoteState.deploy('calls', release('good'));
    await hoverAndClick('Calls');
    expect(await screen.findByText('remote-calls good')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a release's new screen after the next navigation, without a reload", async () => {
    const calls = remoteManifests().calls as { routes: Record<string, unknown>[] };
    remoteState.publishRoutes(release('report'), {
      ...calls,
      routes: [
        ...calls.routes,
        {
          id: 'callReport',
          path: '/calls/report',
          module: './Report',
          roles: ['supervisor'],
          title: 'Call report',
          nav: { label: 'Call report', order: 45 },
        },
      ],
    });
    const { user } = await renderApp(api.current, {
      route: '/profile',
      user: makeUser('supervisor'),
    });
    await screen.findByRole('heading', { name: 'Contact Information' });
    expect(
      within(screen.getByLabelText('Main')).queryByRole('link', {
        name: 'Call report',
        hidden: true,
      }),
    ).not.toBeInTheDocument();

    remoteState.deploy('calls', release('report'));
    await user.click(navLink('Groups'));
    await screen.findByText('Remote screen: groups');
    await user.click(
      await within(screen.getByLabelText('Main')).findByRole('link', {
        name: 'Call report',
        hidden: true,
      }),
    );
    expect(await screen.findByText('Remote screen: callReport')).toBeInTheDocument();
    expect(screen.getByText('remote-calls report')).toBeInTheDocument();
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
