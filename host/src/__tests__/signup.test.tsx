import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp, setupApiServer } from '../test/renderApp';
import { makeUser } from '../test/users';

const api = setupApiServer();

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const secret = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fillValidStudent(user: UserEvent) {
  await user.type(field('First Name'), 'Sara');
  await user.type(field('Last Name'), 'Hassan');
  await user.type(field('Username'), 'sara_h');
  await user.type(field('Phone Number'), '+201001234567');
  await user.type(field('Nationality'), 'Egyptian');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Gender/ }), 'female');
  await user.type(field('Email'), 'sara@example.com');
  await user.type(secret('Password'), 'Secret123');
  await user.type(secret('Confirm Password'), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
}

/**
 * Fakes the timers the screen's 2 s redirect runs on; the fake API (MSW) answers through
 * setImmediate and process.nextTick, which stay real.
 */
function useFakeTimersForTheRedirect() {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
}

describe('sign-up screen (spec section 2)', () => {
  it('switches between the Student and Staff forms', async () => {
    const { user } = await renderApp(api.current, { route: '/signup' });
    expect(screen.getByRole('heading', { name: 'Student Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Student Account' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Staff' }));
    expect(await screen.findByRole('heading', { name: 'Staff Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Staff Account' })).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: /^Role/ });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select role', 'Account Manager', 'Instructor', 'Supervisor']);
    expect(
      screen.getByText('After signing up, check your email for a verification link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign up with Google/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('sign-up screen for a signed-in user, and its Google button', () => {
  it('sends a signed-in user home, as /login does', async () => {
    const { location } = await renderApp(api.current, {
      route: '/signup',
      user: makeUser('student'),
    });
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Student Sign Up' })).not.toBeInTheDocument();
  });

  it('says Google sign-up, not sign-in, is not available yet', async () => {
    const { user } = await renderApp(api.current, { route: '/signup' });
    await user.click(screen.getByRole('button', { name: /Sign up with Google/ }));
    expect(
      await screen.findByText(
        'Google sign-up is not available yet. Please use your email and password.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Google sign-in/)).not.toBeInTheDocument();
  });
});

describe('sign-up validation on blur (spec section 5)', () => {
  const textCases: [string, string, string][] = [
    ['First Name', '', 'First name is required'],
    ['First Name', 'S', 'First name must be at least 2 characters'],
    ['Last Name', 'H', 'Last name must be at least 2 characters'],
    ['Username', 'ab', 'Username must be at least 3 characters'],
    ['Username', 'sara h!', 'Username can only contain letters, numbers, and underscores'],
    ['Phone Number', '0123', 'Please enter a valid phone number'],
    ['Phone Number', '', 'Phone number is required'],
    ['Nationality', '', 'Nationality is required'],
    ['Email', '', 'Email is required'],
    ['Email', 'sara@', 'Please enter a valid email address'],
  ];

  it.each(textCases)('%s %j shows %j', async (label, value, message) => {
    const { user } = await renderApp(api.current, { route: '/signup' });
    await user.click(field(label));
    if (value) await user.type(field(label), value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['Password', 'short1A', 'Password must be at least 8 characters long'],
    ['Password', 'alllowercase1', 'Password must contain uppercase, lowercase, and number'],
    ['Password', '', 'Password is required'],
    ['Confirm Password', '', 'Please confirm your password'],
  ])('%s %j shows %j', async (label, value, message) => {
    const { user } = await renderApp(api.current, { route: '/signup' });
    await user.click(secret(label));
    if (value) await user.type(secret(label), value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says when the passwords do not match', async () => {
    const { user } = await renderApp(api.current, { route: '/signup' });
    await fillValidStudent(user);
    await user.clear(secret('Confirm Password'));
    await user.type(secret('Confirm Password'), 'Secret124');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('says so on blur of Confirm Password while the rest of the form is still empty', async () => {
    const { user } = await renderApp(api.current, { route: '/signup' });
    await user.type(secret('Password'), 'Secret123');
    await user.type(secret('Confirm Password'), 'Secret124');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
  });

  it('asks for gender, role and the terms', async () => {
    const { user } = await renderApp(api.current, { route: '/signup' });
    await user.click(screen.getByRole('tab', { name: 'Staff' }));
    await user.click(await screen.findByRole('combobox', { name: /^Gender/ }));
    await user.tab();
    expect(await screen.findByText('Please select your gender')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.tab();
    expect(await screen.findByText('Please select your role')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Staff Account' }));
    expect(
      await screen.findByText('You must agree to the terms and conditions'),
    ).toBeInTheDocument();
  });
});

describe('creating an account', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the success message, then after 2 s opens /login with its message', async () => {
    api.current.on('POST', '/auth/register-student/', {
      status: 201,
      body: {
        message: 'Student account created successfully! Please check your email for verification.',
      },
    });
    const { user, location } = await renderApp(api.current, { route: '/signup' });
    await fillValidStudent(user);
    useFakeTimersForTheRedirect();
    fireEvent.click(screen.getByRole('button', { name: 'Create Student Account' }));
    expect(
      await screen.findByText(
        'Student account created successfully! Please check your email for verification.',
      ),
    ).toBeInTheDocument();
    expect(api.current.requests.find((r) => r.path === '/auth/register-student/')?.body).toEqual({
      email: 'sara@example.com',
      username: 'sara_h',
      password: 'Secret123',
      first_name: 'Sara',
      middle_name: '',
      last_name: 'Hassan',
      phone_number: '+201001234567',
      nationality: 'Egyptian',
      gender: 'female',
    });
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(location()).toBe('/signup');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(location()).toBe('/login');
    // The log-in page is a chunk of its own (AppRoutes.tsx).
    expect(
      await screen.findByText('Account created successfully! Please login with your credentials.'),
    ).toBeInTheDocument();
    // The log-in form is filled in with the address just signed up with.
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveValue('sara@example.com');
  });

  it('shows the password rules before any error', async () => {
    await renderApp(api.current, { route: '/signup' });
    expect(
      await screen.findByText(
        'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
      ),
    ).toBeVisible();
  });

  it('sends the chosen role for staff and names staff in the login message', async () => {
    api.current.on('POST', '/auth/register-staff/', { status: 201, body: {} });
    const { user, location } = await renderApp(api.current, { route: '/signup' });
    await user.click(screen.getByRole('tab', { name: 'Staff' }));
    await screen.findByRole('heading', { name: 'Staff Sign Up' });
    await fillValidStudent(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'instructor');
    useFakeTimersForTheRedirect();
    fireEvent.click(screen.getByRole('button', { name: 'Create Staff Account' }));
    expect(
      await screen.findByText(
        'Staff account created successfully! Please check your email for verification.',
      ),
    ).toBeInTheDocument();
    // Staff accounts start inactive: the person learns it now, not at their first log-in.
    expect(
      screen.getByText('An administrator must activate your account before you can log in.'),
    ).toBeInTheDocument();
    expect(
      api.current.requests.find((r) => r.path === '/auth/register-staff/')?.body,
    ).toMatchObject({
      role: 'instructor',
    });
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(location()).toBe('/login');
    expect(
      screen.getByText(
        'Staff account created successfully! Please login once an administrator has activated it.',
      ),
    ).toBeInTheDocument();
  });

  it('explains a duplicate account', async () => {
    api.current.on('POST', '/auth/register-student/', {
      status: 409,
      body: { detail: 'An account with this email or username already exists.' },
    });
    const { user } = await renderApp(api.current, { route: '/signup' });
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('An account with this email or username already exists.');
    expect(banner).toHaveTextContent(
      'Please try with different credentials or login if you already have an account.',
    );
  });

  it('says how long to wait after too many sign-ups from this address', async () => {
    api.current.on('POST', '/auth/register-student/', {
      status: 429,
      body: { detail: 'Request was throttled. Expected available in 3599 seconds.' },
    });
    const { user } = await renderApp(api.current, { route: '/signup' });
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Too many attempts. Please try again in 60 minutes.');
    expect(banner).not.toHaveTextContent('throttled');
  });

  it("shows the server's field errors under the matching fields", async () => {
    api.current.on('POST', '/auth/register-student/', {
      status: 400,
      body: { phone_number: ['Phone taken.'], username: ['Username taken.'] },
    });
    const { user } = await renderApp(api.current, { route: '/signup' });
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    expect(await screen.findByText('Phone taken.')).toBeInTheDocument();
    expect(screen.getByText('Username taken.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });
});
