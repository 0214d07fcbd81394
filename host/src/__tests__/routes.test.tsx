import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from 'shared-domain';
import { makeUser } from '../test/users';
import { remoteState } from '../test/remoteState';
import { remoteManifests, renderApp, renderMounted, setupApiServer } from '../test/renderApp';
import { AppProviders } from '../app/AppProviders';

const api = setupApiServer();

describe('route guards (spec section 2)', () => {
  it('sends a visitor to /login', async () => {
    const { location } = await renderApp(api.current, { route: '/groups' });
    await waitFor(() => expect(location()).toBe('/login'));
  });

  const denied: [string, Role][] = [
    ['/students', 'student'],
    ['/groups', 'student'],
    ['/groups/3/attendance', 'student'],
    ['/calls', 'student'],
    ['/staff', 'instructor'],
    ['/schedule', 'supervisor'],
  ];

  it.each(denied)('refuses %s to a %s', async (route, role) => {
    await renderApp(api.current, { route, user: makeUser(role) });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(document.title).toBe('LinguaDesk | Access Denied');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  const mounted: [string, Role, string][] = [
    ['/students', 'supervisor', 'students'],
    ['/staff', 'account_manager', 'staff'],
    ['/groups', 'instructor', 'groups'],
    ['/groups/3/attendance', 'operations_manager', 'groupAttendance'],
    ['/groups/3/evaluation', 'instructor', 'groupEvaluation'],
    ['/calls', 'supervisor', 'calls'],
    ['/schedule', 'operations_manager', 'schedule'],
  ];

  it.each(mounted)('mounts %s for a %s from the %s remote route', async (route, role, remote) => {
    await renderApp(api.current, { route, user: makeUser(role) });
    expect(await screen.findByText(`Remote screen: ${remote}`)).toBeInTheDocument();
  });

  it.each([
    ['/groups', 'Groups'],
    ['/groups/3/evaluation', 'Group Evaluation'],
    ['/calls', 'Calls'],
  ])('titles %s with its manifest title, %s', async (route, title) => {
    await renderApp(api.current, { route, user: makeUser('supervisor') });
    expect(await screen.findByText(/^Remote screen: /)).toBeInTheDocument();
    expect(document.title).toBe(`LinguaDesk | ${title}`);
  });
});

describe("a role taken out of a route's manifest entry", () => {
  // The remotes' own manifests, with one role taken out of one route: only the host guards it.
  function without(remote: string, id: string, role: Role) {
    const manifests = remoteManifests();
    const manifest = manifests[remote] as { routes: { id: string; roles: Role[] }[] };
    return {
      ...manifests,
      [remote]: {
        ...manifest,
        routes: manifest.routes.map((route) =>
          route.id === id ? { ...route, roles: route.roles.filter((r) => r !== role) } : route,
        ),
      },
    };
  }

  it.each([
    ['/calls', 'supervisor', 'calls', 'calls'],
    ['/students', 'instructor', 'people', 'students'],
    ['/groups/3/attendance', 'instructor', 'groups', 'groupAttendance'],
  ] as const)('refuses %s to a %s and never loads its screen', async (route, role, remote, id) => {
    await renderApp(api.current, {
      route,
      user: makeUser(role),
      manifests: without(remote, id, role),
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(document.title).toBe('LinguaDesk | Access Denied');
    expect(remoteState.moduleLoads).not.toContain(id);
    expect(screen.queryByText(`Remote screen: ${id}`)).not.toBeInTheDocument();
  });

  it('refuses the remote home screen of / to the role and shows no other', async () => {
    await renderApp(api.current, {
      route: '/',
      user: makeUser('student'),
      manifests: without('student', 'studentDashboard', 'student'),
    });
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    expect(remoteState.moduleLoads).not.toContain('studentDashboard');
  });
});

describe('home (/)', () => {
  it.each([
    ['operations_manager', 'overview', 'Overview'],
    ['account_manager', 'overview', 'Overview'],
    ['student', 'studentDashboard', 'Student dashboard'],
  ] as const)('shows a %s the %s remote, titled by its manifest', async (role, remote, title) => {
    await renderApp(api.current, { route: '/', user: makeUser(role) });
    expect(await screen.findByText(`Remote screen: ${remote}`)).toBeInTheDocument();
    expect(document.title).toBe(`LinguaDesk | ${title}`);
  });

  it.each(['supervisor', 'instructor'] as const)('shows a %s their day', async (role) => {
    await renderApp(api.current, { route: '/', user: makeUser(role) });
    expect(screen.getByRole('heading', { name: 'Welcome, Mona Fathy' })).toBeInTheDocument();
    expect(document.title).toBe('LinguaDesk | Home');
    expect(screen.getByRole('region', { name: "Today's groups" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next calls' })).toBeInTheDocument();
  });

  it('welcomes a manager while the deployment lists no people remote', async () => {
    remoteState.unlist('people');
    await renderApp(api.current, { route: '/', user: makeUser('operations_manager') });
    expect(screen.getByRole('heading', { name: 'Welcome, Mona Fathy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe("a route that a remote's manifest adds", () => {
  // A route and a link the shell's code has never heard of: only the people remote's manifest has it.
  function withCertificates() {
    const manifests = remoteManifests();
    const people = manifests.people as { version: number; routes: unknown[] };
    return {
      ...manifests,
      people: {
        ...people,
        routes: [
          ...people.routes,
          {
            id: 'certificates',
            path: '/certificates/monthly',
            module: './Certificates',
            roles: ['operations_manager', 'supervisor'],
            title: 'Monthly certificates',
            nav: { label: 'Certificates', order: 35, roles: ['operations_manager'] },
          },
        ],
      },
    };
  }

  it('gets its link in its place and mounts its module for a permitted role', async () => {
    const { user, location } = await renderApp(api.current, {
      route: '/profile',
      user: makeUser('operations_manager'),
      manifests: withCertificates(),
    });
    const nav = screen.getByLabelText('Main');
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Students',
      'Staff',
      'Groups',
      'Certificates',
      'Calls',
      'Schedule',
      'Reports',
      'Profile',
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Certificates', hidden: true }));
    expect(location()).toBe('/certificates/monthly');
    expect(await screen.findByText('Remote screen: certificates')).toBeInTheDocument();
    expect(document.title).toBe('LinguaDesk | Monthly certificates');
  });

  it('keeps its guard: a role it allows without a link may open it, others are refused', async () => {
    await renderApp(api.current, {
      route: '/certificates/monthly',
      user: makeUser('supervisor'),
      manifests: withCertificates(),
    });
    expect(await screen.findByText('Remote screen: certificates')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Main')).queryByRole('link', {
        name: 'Certificates',
        hidden: true,
      }),
    ).not.toBeInTheDocument();
  });

  it('refuses a role the manifest does not name', async () => {
    await renderApp(api.current, {
      route: '/certificates/monthly',
      user: makeUser('account_manager'),
      manifests: withCertificates(),
    });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Main')).queryByRole('link', {
        name: 'Certificates',
        hidden: true,
      }),
    ).not.toBeInTheDocument();
  });

  it('is Page Not Found in a deployment whose manifests do not have it', async () => {
    await renderApp(api.current, { route: '/certificates/monthly', user: makeUser('supervisor') });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('a remote that cannot be loaded', () => {
  it('shows the Retry panel in its route only, and Retry loads it once it is back', async () => {
    remoteState.takeDown('calls');
    const { user } = await renderApp(api.current, {
      route: '/calls',
      user: makeUser('instructor'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Calls is unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    remoteState.reset();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Remote screen: calls')).toBeInTheDocument();
  });
});

describe('other pages', () => {
  it('shows Page Not Found for an unknown address', async () => {
    await renderApp(api.current, { route: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the crash screen for an uncaught failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failed');
    }
    await renderMounted(
      <AppProviders>
        <Broken />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
