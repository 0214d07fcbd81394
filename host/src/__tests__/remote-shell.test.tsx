// The remotes' side of the shell is a chunk of its own (remote-routes.tsx): a visitor's
// first page shows without it and fetches it right after; a route that needs it waits for it, and
// shows Retry when it cannot be fetched.
import { act, screen, waitFor } from '@testing-library/react';
import type { RemoteShell } from '../features/remotes/remote-routes';
import type { RemoteRouteEntry } from '../federation/route-manifest';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer, signedInShell } from '../test/renderApp';

const api = setupApiServer();

/** A load of the remotes' chunk that the test settles. */
function heldLoad() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const load = jest.fn(
    (routes: readonly RemoteRouteEntry[]) =>
      new Promise<RemoteShell>((resolve, reject) => {
        settle = { resolve: () => resolve(signedInShell(routes)), reject };
      }),
  );
  return { load, settle: () => settle };
}

it("shows a visitor's log-in form before the remotes' chunk, and fetches it right after", async () => {
  const { load, settle } = heldLoad();
  await renderApp(api.current, { route: '/login', loadRemotes: load });
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await act(async () => settle().resolve());
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
});

it('takes a visitor who signs in home once the chunk is there', async () => {
  const { load, settle } = heldLoad();
  const ops = makeUser('operations_manager');
  api.current.on('POST', '/auth/login/', () => {
    api.current.signIn(ops);
    return { status: 200, body: { access: 'jwt' } };
  });
  const { user, location } = await renderApp(api.current, { route: '/login', loadRemotes: load });
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ops@linguadesk.test');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(location()).toBe('/'));
  expect(screen.queryByText('Remote screen: overview')).not.toBeInTheDocument();
  settle().resolve();
  expect(await screen.findByText('Remote screen: overview')).toBeInTheDocument();
  // One fetch: the route waited for the one the log-in page had started.
  expect(load).toHaveBeenCalledTimes(1);
});

it('sends a signed-in user who opens /login home, through the chunk', async () => {
  const { load, settle } = heldLoad();
  const { location } = await renderApp(api.current, {
    route: '/login',
    user: makeUser('student'),
    loadRemotes: load,
  });
  await waitFor(() => expect(location()).toBe('/'));
  settle().resolve();
  expect(await screen.findByText('Remote screen: studentDashboard')).toBeInTheDocument();
});

it('keeps the guards once the chunk is there: a visitor on / goes to /login', async () => {
  const { load, settle } = heldLoad();
  const { location } = await renderApp(api.current, { route: '/', loadRemotes: load });
  settle().resolve();
  await waitFor(() => expect(location()).toBe('/login'));
});

it('shows Retry where the chunk is needed when it cannot be fetched, and Retry fetches it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const load = jest
    .fn<Promise<RemoteShell>, [readonly RemoteRouteEntry[]]>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockImplementation((routes) => signedInShell(routes));
  const { user } = await renderApp(api.current, {
    route: '/students',
    user: makeUser('supervisor'),
    loadRemotes: load,
  });
  expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
  expect(screen.queryByText('Remote screen: students')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Remote screen: students')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
