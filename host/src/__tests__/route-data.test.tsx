import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { makeUser } from '../test/users';
import { remoteState } from '../test/remoteState';
import { renderApp, setupApiServer } from '../test/renderApp';

const api = setupApiServer();

function navLink(name: string) {
  return within(screen.getByLabelText('Main')).getByRole('link', { name, hidden: true });
}

describe('code and data in parallel', () => {
  it("starts a route's data while its code is still on its way", async () => {
    const release = remoteState.hold('groupAttendance');
    const user = makeUser('instructor');
    await renderApp(api.current, { route: '/groups/3/attendance', user });

    await waitFor(() => expect(remoteState.prefetches).toHaveLength(1));
    const [call] = remoteState.prefetches;
    expect(call!.route).toBe('groupAttendance');
    expect(call!.context).toEqual({
      params: { groupId: '3' },
      user: expect.objectContaining({ id: user.id, role: 'instructor' }),
    });
    expect(call!.queryClient).toBeInstanceOf(QueryClient);
    // The code was asked for too, and has not arrived.
    expect(remoteState.moduleLoads).toEqual(['groupAttendance']);
    expect(screen.queryByText('Remote screen: groupAttendance')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText('Remote screen: groupAttendance')).toBeInTheDocument();
  });

  it("loads a header link's code and starts its data on hover and on focus, before the click", async () => {
    await renderApp(api.current, { route: '/profile', user: makeUser('operations_manager') });
    expect(remoteState.moduleLoads).toEqual([]);

    fireEvent.mouseEnter(navLink('Students'));
    await waitFor(() =>
      expect(remoteState.prefetches.map((call) => call.route)).toEqual(['students']),
    );
    expect(remoteState.prefetches[0]!.context.params).toEqual({});
    expect(remoteState.moduleLoads).toEqual(['students']);

    fireEvent.focus(navLink('Calls'));
    await waitFor(() =>
      expect(remoteState.prefetches.map((call) => call.route)).toEqual(['students', 'calls']),
    );
    expect(remoteState.moduleLoads).toEqual(['students', 'calls']);
    // The shell's own links have nothing to load.
    fireEvent.mouseEnter(navLink('Profile'));
    expect(remoteState.moduleLoads).toEqual(['students', 'calls']);
  });

  it("prefetches a student's dashboard from the Home link", async () => {
    const user = makeUser('student');
    await renderApp(api.current, { route: '/profile', user });
    fireEvent.mouseEnter(navLink('Home'));
    await waitFor(() =>
      expect(remoteState.prefetches.map((call) => call.route)).toEqual(['studentDashboard']),
    );
    expect(remoteState.prefetches[0]!.context.user).toEqual(
      expect.objectContaining({ id: user.id }),
    );
  });

  it('shows a revisited route at once, from the module it already has', async () => {
    const { user } = await renderApp(api.current, {
      route: '/calls',
      user: makeUser('supervisor'),
    });
    expect(await screen.findByText('Remote screen: calls')).toBeInTheDocument();
    await user.click(navLink('Profile'));
    await screen.findByRole('heading', { name: 'Contact Information' });

    // A click alone (no hover or focus, which would prefetch).
    fireEvent.click(navLink('Calls'));
    // In the same render as the navigation: no loading spinner, no second load.
    expect(screen.getByText('Remote screen: calls')).toBeInTheDocument();
    expect(remoteState.moduleLoads).toEqual(['calls']);
  });

  it('still opens the route when its prefetch cannot be loaded (the route shows Retry)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    remoteState.takeDown('calls');
    await renderApp(api.current, { route: '/calls', user: makeUser('supervisor') });
    expect(
      await screen.findByRole('heading', { name: 'Calls is unavailable' }),
    ).toBeInTheDocument();
  });
});
