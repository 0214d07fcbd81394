import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from 'shared-domain';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer } from '../test/renderApp';
import { barBreakpoint, belowBreakpoint, fromBreakpoint } from '../components/header/barBreakpoint';

const api = setupApiServer();

// The header shows its bar or its menu button by CSS breakpoint (barBreakpoint), which jsdom does
// not apply: both are in the document, and the bar's links are found by the nav's label, hidden
// ones included. The browser journey (e2e/tests/phone-header.spec.ts) checks what shows where.
const desktop = { hidden: true };

function mainLinks() {
  const nav = screen.getByLabelText('Main');
  return within(nav)
    .getAllByRole('link', desktop)
    .map((link) => link.textContent);
}

describe('header links by role (spec section 2)', () => {
  it('offers Log In and Sign Up to visitors', async () => {
    await renderApp(api.current, { route: '/login' });
    await waitFor(() => expect(mainLinks()).toEqual(['Log In', 'Sign Up']));
  });

  const cases: [Role, string[]][] = [
    ['student', ['Home', 'Profile']],
    ['instructor', ['Home', 'Groups', 'Calls', 'Profile']],
    ['supervisor', ['Home', 'Groups', 'Calls', 'Reports', 'Profile']],
    [
      'account_manager',
      ['Home', 'Students', 'Staff', 'Groups', 'Calls', 'Schedule', 'Reports', 'Profile'],
    ],
    [
      'operations_manager',
      ['Home', 'Students', 'Staff', 'Groups', 'Calls', 'Schedule', 'Reports', 'Profile'],
    ],
  ];

  it.each(cases)('shows a %s %j', async (role, links) => {
    await renderApp(api.current, { route: '/profile', user: makeUser(role) });
    expect(mainLinks()).toEqual(links);
  });

  it('shows the full name, else the e-mail, with the role label', async () => {
    await renderApp(api.current, {
      route: '/profile',
      user: makeUser('account_manager', { full_name: '' }),
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('account_manager@linguadesk.test')).toBeInTheDocument();
    expect(within(header).getByText('Account Manager')).toBeInTheDocument();
  });

  it('shows a Loading spinner while the session loads', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    api.current.on('GET', '/api/me/', async () => {
      await answered;
      return { status: 200, body: makeUser('student') };
    });
    localStorage.setItem('access_token', 'stored');
    const { location } = await renderApp(api.current, { route: '/profile' });
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Loading...');
    release();
    await waitFor(() => expect(mainLinks()).toEqual(['Home', 'Profile']));
    expect(location()).toBe('/profile');
  });

  it('logs out through the server and returns to the login screen', async () => {
    const { user, location } = await renderApp(api.current, {
      route: '/profile',
      user: makeUser('instructor'),
    });
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Logout', ...desktop }),
    );
    await waitFor(() => expect(location()).toBe('/login'));
    expect(
      api.current.requests.some((r) => r.method === 'POST' && r.path === '/auth/logout/'),
    ).toBe(true);
    expect(mainLinks()).toEqual(['Log In', 'Sign Up']);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('the bar or the menu, by breakpoint', () => {
  it.each<[Role | null, string]>([
    [null, 'base'],
    ['student', 'md'],
    ['instructor', 'md'],
    ['supervisor', 'md'],
    ['account_manager', 'lg'],
    ['operations_manager', 'lg'],
  ])('shows the bar of %s from the %s breakpoint on', (role, breakpoint) => {
    expect(barBreakpoint(role)).toBe(breakpoint);
  });

  it('hides the bar below its breakpoint and the menu button from it on', () => {
    expect(fromBreakpoint('lg', 'flex')).toEqual({ base: 'none', lg: 'flex' });
    expect(belowBreakpoint('lg', 'block')).toEqual({ base: 'block', lg: 'none' });
    expect(fromBreakpoint('base', 'flex')).toBe('flex');
    expect(belowBreakpoint('base', 'block')).toBe('none');
  });

  it('gives the menu button an icon and an accessible name', async () => {
    await renderApp(api.current, { route: '/profile', user: makeUser('student') });
    const button = screen.getByRole('button', { name: 'Open menu', ...desktop });
    // The icon is drawn, hidden from assistive technology: no glyph is read out.
    expect(button).toHaveTextContent('');
    expect(button).toHaveAccessibleName('Open menu');
  });

  it('shows neither a visitor nor anyone while the signed-in user cannot be loaded', async () => {
    api.current.on('GET', '/api/me/', () => ({ status: 500, body: { detail: 'Server error.' } }));
    localStorage.setItem('access_token', 'stored');
    const { location } = await renderApp(api.current, { route: '/profile' });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('status')).toHaveTextContent('Reconnecting...');
    expect(within(header).queryByRole('link', { name: 'Log In', ...desktop })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    expect(location()).toBe('/profile');
    expect(localStorage.getItem('access_token')).toBe('stored');
  });
});

describe('mobile menu', () => {
  it('has Navigation and Account sections and closes on Escape', async () => {
    const { user } = await renderApp(api.current, {
      route: '/profile',
      user: makeUser('supervisor', { full_name: 'Dina Saleh' }),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu', ...desktop }));
    const menu = await screen.findByRole('dialog');
    const navigation = within(menu).getByRole('navigation', { name: 'Navigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Groups', 'Calls', 'Reports', 'Profile']);
    const account = within(menu).getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('Dina Saleh');
    expect(account).toHaveTextContent('Supervisor');
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    // A keyboard user presses Escape once the open menu has taken focus (the drawer starts
    // listening for it in the same animation frame that moves focus in).
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes after following a link', async () => {
    const { user, location } = await renderApp(api.current, {
      route: '/profile',
      user: makeUser('student'),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu', ...desktop }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/');
  });
});
