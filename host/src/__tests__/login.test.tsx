import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer } from '../test/renderApp';

const api = setupApiServer();

async function expectFieldError(
  label: string,
  value: string,
  message: string,
  user: Awaited<ReturnType<typeof renderApp>>['user'],
) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.tab();
  expect(await screen.findByText(message)).toBeInTheDocument();
}

describe('login form validation on blur (spec section 5)', () => {
  it.each([
    ['Email', '', 'Email is required'],
    ['Email', 'not-an-email', 'Please enter a valid email address'],
    ['Password', '', 'Password is required'],
    ['Password', 'abc', 'Password must be at least 6 characters long'],
  ])('%s %j shows %j', async (label, value, message) => {
    const { user } = await renderApp(api.current, { route: '/login' });
    await user.click(screen.getByLabelText(label, { selector: 'input' }));
    await expectFieldError(label, value, message, user);
  });
});

it('clears a field error as soon as the value is fixed', async () => {
  const { user } = await renderApp(api.current, { route: '/login' });
  const password = screen.getByLabelText('Password', { selector: 'input' });
  await user.type(password, 'abc');
  await user.tab();
  expect(
    await screen.findByText('Password must be at least 6 characters long'),
  ).toBeInTheDocument();
  await user.type(password, 'defgh');
  // The form validates as the value changes (its schema may still be loading on a busy machine).
  await waitFor(() =>
    expect(
      screen.queryByText('Password must be at least 6 characters long'),
    ).not.toBeInTheDocument(),
  );
});

it('checks both fields on Sign In, focuses the first one in error and sends nothing', async () => {
  const { user } = await renderApp(api.current, { route: '/login' });
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveFocus();
  expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // After a tried submit, a field is checked as it changes, untouched or not.
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ops@linguadesk.test');
  expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  expect(api.current.requests.some((r) => r.path === '/auth/login/')).toBe(false);
});

describe('signing in', () => {
  it('shows Signing in..., then Login successful!, and returns to the remembered page', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const student = makeUser('student');
    api.current.on('POST', '/auth/login/', async () => {
      await held;
      api.current.signIn(student);
      return {
        status: 200,
        body: { success: true, message: 'Login successful!', access: 'jwt', user: student },
      };
    });
    const { user, location } = await renderApp(api.current, { route: '/profile' });
    await waitFor(() => expect(location()).toBe('/login'));

    await user.type(
      screen.getByLabelText('Email', { selector: 'input' }),
      'student@linguadesk.test',
    );
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();

    await waitFor(() => expect(location()).toBe('/profile'));
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('jwt');
    const sent = api.current.requests.find((r) => r.path === '/auth/login/');
    expect(sent?.body).toEqual({ email: 'student@linguadesk.test', password: 'Demo1234' });
  });

  it('goes home when no page was remembered', async () => {
    const ops = makeUser('operations_manager');
    api.current.on('POST', '/auth/login/', () => {
      api.current.signIn(ops);
      return { status: 200, body: { access: 'jwt' } };
    });
    const { user, location } = await renderApp(api.current, { route: '/login' });
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ops@linguadesk.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the error banner for wrong credentials and stays on the form', async () => {
    api.current.on('POST', '/auth/login/', {
      status: 401,
      body: { detail: 'Invalid email or password.' },
    });
    const { user, location } = await renderApp(api.current, { route: '/login' });
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ops@linguadesk.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("puts the server's field errors under the fields", async () => {
    api.current.on('POST', '/auth/login/', {
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
    const { user } = await renderApp(api.current, { route: '/login' });
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ops@linguadesk.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your email and password.');
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = await renderApp(api.current, { route: '/login' });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to forgot password and sign up, and has a Google button', async () => {
    const { user, location } = await renderApp(api.current, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: /Sign in with Google/ }));
    expect(await screen.findByText(/Google sign-in is not available yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(location()).toBe('/auth/forgot-password');
    expect(document.title).toBe('LinguaDesk | Forgot Password');
  });
});

describe('when the session was lost', () => {
  it('shows "Authentication required. Please login again." on /login after the profile is refused on load', async () => {
    localStorage.setItem('access_token', 'stale-token');
    api.current.on('GET', '/api/me/', {
      status: 401,
      body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
    });
    const { location } = await renderApp(api.current, { route: '/profile' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication required. Please login again.',
    );
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('shows nothing on a plain visit to /login', async () => {
    await renderApp(api.current, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

it('says how long to wait after too many attempts, not the server text', async () => {
  api.current.on('POST', '/auth/login/', {
    status: 429,
    body: { detail: 'Request was throttled. Expected available in 888 seconds.' },
  });
  const { user } = await renderApp(api.current, { route: '/login' });
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ops@linguadesk.test');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
  expect(alert).not.toHaveTextContent('throttled');
});

describe('a log-in whose e-mail address is not verified yet', () => {
  async function logInUnverified() {
    const student = makeUser('student', { is_verified: false });
    api.current.on('POST', '/auth/login/', () => {
      api.current.signIn(student);
      return { status: 200, body: { success: true, message: 'Login successful!', access: 'jwt' } };
    });
    const view = await renderApp(api.current, { route: '/login' });
    await view.user.type(
      screen.getByLabelText('Email', { selector: 'input' }),
      'student@linguadesk.test',
    );
    await view.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Verify your e-mail address' });
    return view;
  }

  it('offers to resend the verification e-mail, then goes on', async () => {
    api.current.on('POST', '/auth/resend-verification/', {
      status: 200,
      body: { message: 'If the account exists, a new link is on its way.' },
    });
    const { user, location } = await logInUnverified();
    expect(
      screen.getByText(
        'You are signed in, but student@linguadesk.test is not verified yet. Open the link we e-mailed you, or ask for a new one.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(
      await screen.findByText('If the account exists, a new link is on its way.'),
    ).toBeVisible();
    expect(api.current.requests.find((r) => r.path === '/auth/resend-verification/')?.body).toEqual(
      { email: 'student@linguadesk.test' },
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("shows the resend's failure", async () => {
    api.current.on('POST', '/auth/resend-verification/', {
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
    const { user } = await logInUnverified();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.');
  });

  it('sends a verified user straight on', async () => {
    const ops = makeUser('operations_manager');
    api.current.on('POST', '/auth/login/', () => {
      api.current.signIn(ops);
      return { status: 200, body: { access: 'jwt' } };
    });
    const { user, location } = await renderApp(api.current, { route: '/login' });
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ops@linguadesk.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(
      screen.queryByRole('button', { name: 'Resend verification e-mail' }),
    ).not.toBeInTheDocument();
  });
});
