import { act, screen, waitFor, within } from '@testing-library/react';
import type { Role } from 'shared-domain';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer } from '../test/renderApp';

const api = setupApiServer();

// The header measures whether its bar fits (useCompactHeader). jsdom lays nothing out (every width
// is 0), so the bar fits unless a test gives the header's row widths; its links are found by the
// nav's label, hidden ones included.
const desktop = { hidden: true };

/** The header's row, as jsdom cannot measure it: what its content needs and what it has. */
const rowSize = { needed: 0, width: 0 };
let resized: (() => void)[] = [];

function isHeaderRow(element: HTMLElement) {
  return element.parentElement?.tagName === 'HEADER';
}

beforeEach(() => {
  rowSize.needed = 0;
  rowSize.width = 0;
  resized = [];
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isHeaderRow(this) ? Math.max(rowSize.needed, rowSize.width) : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isHeaderRow(this) ? rowSize.width : 0;
  });
  window.ResizeObserver = class {
    constructor(private readonly callback: () => void) {}
    observe() {
      resized.push(this.callback);
    }
    unobserve() {}
    disconnect() {
      resized = resized.filter((callback) => callback !== this.callback);
    }
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
});

/** The window is resized so that the header's row is `width` wide. */
function resizeRow(width: number) {
  rowSize.width = width;
  act(() => resized.forEach((callback) => callback()));
}

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
    ['supervisor', ['Home', 'Groups', 'Calls', 'Profile']],
    ['account_manager', ['Home', 'Students', 'Staff', 'Groups', 'Calls', 'Schedule', 'Profile']],
    ['operations_manager', ['Home', 'Students', 'Staff', 'Groups', 'Calls', 'Schedule', 'Profile']],
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

describe('the bar or the menu, by measured width', () => {
  it('switches to the menu as soon as the bar overflows, and back once it fits again', async () => {
    rowSize.needed = 900;
    rowSize.width = 1200;
    await renderApp(api.current, {
      route: '/profile',
      user: makeUser('operations_manager', { full_name: 'Mona Fathy' }),
    });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    resizeRow(899);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();

    resizeRow(890);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();

    resizeRow(900);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('starts with the menu when the bar does not fit on the first render', async () => {
    rowSize.needed = 900;
    rowSize.width = 820;
    await renderApp(api.current, { route: '/profile', user: makeUser('account_manager') });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('gives the menu button an icon and an accessible name', async () => {
    rowSize.needed = 900;
    rowSize.width = 390;
    await renderApp(api.current, { route: '/profile', user: makeUser('student') });
    const button = screen.getByRole('button', { name: 'Open menu' });
    // The icon is drawn, hidden from assistive technology: no glyph is read out.
    expect(button).toHaveTextContent('');
    expect(button).toHaveAccessibleName('Open menu');
  });
});

describe('mobile menu', () => {
  beforeEach(() => {
    rowSize.needed = 900;
    rowSize.width = 390;
  });

  it('has Navigation and Account sections and closes on Escape', async () => {
    const { user } = await renderApp(api.current, {
      route: '/profile',
      user: makeUser('supervisor', { full_name: 'Dina Saleh' }),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    const navigation = within(menu).getByRole('navigation', { name: 'Navigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Groups', 'Calls', 'Profile']);
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
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/');
  });
});
